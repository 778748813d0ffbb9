import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { TextField } from '@adobe/react-spectrum/TextField';
import { Tooltip, TooltipTrigger } from '@adobe/react-spectrum/Tooltip';
import Close from '@spectrum-icons/workflow/Close';
import FileCSV from '@spectrum-icons/workflow/FileCSV';
import { httpServiceRef, useService } from '@tessera/sdk';
import { type ImportSummary, runImport } from './bulkImport';
import { type ColumnMapping, columnTypesOf, guessMapping, type ImportKind, KEYED_COLUMNS, mappingError } from './columns';
import { CSV_DELIMITERS, type CsvDelimiter, guessDelimiter, parseCsv } from './csv';
import './import.css';

type Step = 'file' | 'columns' | 'running' | 'done';

const DELIMITER_LABELS: Record<CsvDelimiter, string> = { ',': ',', ';': ';', '|': '|', '\t': 'Tab' };
/** Rows shown in the column step as samples. */
const SAMPLE_ROWS = 3;

/**
 * Imports devices, assets or edges from a CSV file (seed 000 section 5): choose the file and
 * its options, map the columns, watch the progress over the rows, then read the created,
 * updated and failed counts with each failed line's number and message.
 */
export function ImportDialog(props: { kind: ImportKind; title: string; onClose(imported: boolean): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('file');
  const [fileName, setFileName] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [delimiter, setDelimiter] = useState<CsvDelimiter>(',');
  const [header, setHeader] = useState(true);
  const [update, setUpdate] = useState(true);
  const [mapping, setMapping] = useState<ColumnMapping[]>([]);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const records = useMemo(() => (text ? parseCsv(text, delimiter) : []), [text, delimiter]);
  const dataRows = header ? records.length - 1 : records.length;
  const mappingMessage = mappingError(mapping);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    try {
      const content = await file.text();
      setText(content);
      setFileName(file.name);
      setDelimiter(guessDelimiter(content));
    } catch {
      setFileError('import.file-unreadable');
    }
  };

  const toColumns = () => {
    if (records.length === 0 || dataRows <= 0) {
      setFileError('import.file-empty');
      return;
    }
    const width = Math.max(...records.slice(0, 50).map((r) => r.length));
    const first = records[0].concat(Array.from({ length: Math.max(0, width - records[0].length) }, () => ''));
    setMapping(guessMapping(props.kind, first, header));
    setStep('columns');
  };

  const start = async () => {
    if (mappingMessage) return;
    setStep('running');
    setFailure(null);
    abort.current = new AbortController();
    try {
      const result = await runImport(http, {
        kind: props.kind, records, header, delimiter, mapping, update, signal: abort.current.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      setSummary(result);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
    setStep('done');
  };

  const setColumn = (index: number, change: Partial<ColumnMapping>) =>
    setMapping((m) => m.map((c, i) => (i === index ? { ...c, ...change } : c)));

  const close = () => {
    abort.current?.abort();
    props.onClose(step === 'done' || step === 'running');
  };

  return (
    <DialogContainer onDismiss={close} isKeyboardDismissDisabled={step === 'running'}>
      <Dialog size="L">
        <Heading>{t(props.title)}</Heading>
        <Divider />
        <Content>
          {step === 'file' && (
            <div className="tb-import-step">
              <div
                className="tb-import-drop"
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  void choose(e.dataTransfer.files[0]);
                }}
              >
                <FileCSV size="L" />
                <span className="tb-import-file-name" data-testid="import-file-name">{fileName ?? t('import.no-file')}</span>
                {fileName && (
                  <TooltipTrigger>
                    <ActionButton isQuiet aria-label={t('action.remove')} onPress={() => { setFileName(null); setText(''); }}><Close /></ActionButton>
                    <Tooltip>{t('action.remove')}</Tooltip>
                  </TooltipTrigger>
                )}
                <Button variant="secondary" onPress={() => input.current?.click()}>{t('import.choose-file')}</Button>
                <input
                  ref={input}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  hidden
                  aria-label={t('import.choose-file')}
                  onChange={(e) => {
                    void choose(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </div>
              <p className="tb-import-hint">{t('import.drop-hint')}</p>
              {fileError && <p className="tb-import-error" role="alert">{t(fileError)}</p>}
              <div className="tb-import-options">
                <Picker label={t('import.delimiter')} selectedKey={delimiter} onSelectionChange={(k) => setDelimiter(k as CsvDelimiter)} width="size-2000">
                  {CSV_DELIMITERS.map((d) => <Item key={d}>{DELIMITER_LABELS[d]}</Item>)}
                </Picker>
                <Checkbox isSelected={header} onChange={setHeader}>{t('import.header')}</Checkbox>
                <Checkbox isSelected={update} onChange={setUpdate}>{t('import.update')}</Checkbox>
              </div>
              {fileName && <p className="tb-import-hint">{t('import.rows-found', { count: Math.max(0, dataRows) })}</p>}
            </div>
          )}
          {step === 'columns' && (
            <div className="tb-import-step">
              <table className="tb-import-columns">
                <thead>
                  <tr>
                    <th>#</th>
                    <th>{t('import.sample')}</th>
                    <th>{t('import.column-type')}</th>
                    <th>{t('import.column-key')}</th>
                  </tr>
                </thead>
                <tbody>
                  {mapping.map((column, index) => (
                    <tr key={index}>
                      <td>{index + 1}</td>
                      <td className="tb-import-sample">
                        {records.slice(0, SAMPLE_ROWS + (header ? 1 : 0)).map((r) => r[index] ?? '').filter(Boolean).join(', ')}
                      </td>
                      <td>
                        <Picker
                          aria-label={t('import.column-type-of', { index: index + 1 })}
                          selectedKey={column.type}
                          onSelectionChange={(k) => setColumn(index, { type: k as ColumnMapping['type'] })}
                          width="100%"
                        >
                          {columnTypesOf(props.kind).map((type) => <Item key={type}>{t(`import.column-types.${type}`)}</Item>)}
                        </Picker>
                      </td>
                      <td>
                        {KEYED_COLUMNS.has(column.type) && (
                          <TextField
                            aria-label={t('import.column-key-of', { index: index + 1 })}
                            value={column.key ?? ''}
                            onChange={(key) => setColumn(index, { key })}
                            width="100%"
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {mappingMessage && <p className="tb-import-error" role="alert">{t(mappingMessage)}</p>}
            </div>
          )}
          {step === 'running' && (
            <div className="tb-import-step">
              <ProgressBar
                label={t('import.importing')}
                value={progress.total ? (progress.done / progress.total) * 100 : 0}
                valueLabel={t('import.progress', { done: progress.done, total: progress.total })}
                width="100%"
              />
            </div>
          )}
          {step === 'done' && (
            <div className="tb-import-step" data-testid="import-result">
              {failure && <p className="tb-import-error" role="alert">{t('import.failed', { message: failure })}</p>}
              {summary && (
                <>
                  <dl className="tb-import-counts">
                    <div><dt>{t('import.created')}</dt><dd data-testid="import-created">{summary.created}</dd></div>
                    <div><dt>{t('import.updated')}</dt><dd data-testid="import-updated">{summary.updated}</dd></div>
                    <div><dt>{t('import.errors')}</dt><dd data-testid="import-errors">{summary.errors.length}</dd></div>
                  </dl>
                  {summary.errors.length > 0 && (
                    <ol className="tb-import-error-list" aria-label={t('import.error-lines')}>
                      {summary.errors.map((e, i) => (
                        <li key={i}>{t('import.line-error', { line: e.line, message: e.message })}</li>
                      ))}
                    </ol>
                  )}
                </>
              )}
            </div>
          )}
        </Content>
        <ButtonGroup>
          {step === 'file' && <Button variant="secondary" onPress={close}>{t('action.cancel')}</Button>}
          {step === 'file' && <Button variant="accent" onPress={toColumns} isDisabled={!fileName}>{t('action.next')}</Button>}
          {step === 'columns' && <Button variant="secondary" onPress={() => setStep('file')}>{t('action.back')}</Button>}
          {step === 'columns' && (
            <Button variant="accent" onPress={() => void start()} isDisabled={mappingMessage !== null}>{t('import.import')}</Button>
          )}
          {step === 'running' && <Button variant="secondary" onPress={() => abort.current?.abort()}>{t('action.stop')}</Button>}
          {step === 'done' && <Button variant="accent" onPress={close}>{t('action.close')}</Button>}
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
