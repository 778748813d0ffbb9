import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { editor as MonacoEditor } from 'monaco-editor/editor';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { useProvider } from '@adobe/react-spectrum/Provider';
import FullScreen from '@spectrum-icons/workflow/FullScreen';
import FullScreenExit from '@spectrum-icons/workflow/FullScreenExit';
import { loadMonaco, monacoLanguageId, type MonacoApi } from './loadMonaco';
import { minifyJson, pureTidy, TIDY_INDENT } from './tidy';
import { type CodeEditorProps } from './types';
import './codeEditor.css';

/** Languages whose Tidy is Monaco's own formatter (loaded with the editor). */
const MONACO_FORMATTED = new Set(['javascript', 'html', 'css']);

/** Monaco's theme for the surrounding Spectrum provider's colour scheme (light outside one). */
function useMonacoTheme(): 'vs' | 'vs-dark' {
  try {
    return useProvider().colorScheme === 'dark' ? 'vs-dark' : 'vs';
  } catch {
    return 'vs';
  }
}

const cssSize = (size: number | string | undefined, fallback: number) => {
  const value = size ?? fallback;
  return typeof value === 'number' ? `${value}px` : value;
};

/**
 * A Monaco code editor with a 40 px toolbar (Tidy, Minify for JSON, fullscreen toggle that
 * Escape leaves), a label above and an error text below (seed 001 section 2.5). Monaco loads
 * the first time one renders; until then a spinner holds its place and Tidy still works.
 */
export function CodeEditor(props: CodeEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  // Monaco's node moves between the inline box and the fullscreen dialog, keeping its state.
  const [host] = useState(() => {
    const node = document.createElement('div');
    node.className = 'tb-code-editor-host';
    return node;
  });
  const inlineSlot = useRef<HTMLDivElement | null>(null);
  const editorRef = useRef<MonacoEditor.IStandaloneCodeEditor | null>(null);
  const monacoRef = useRef<MonacoApi | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const [fullscreen, setFullscreen] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { language, value, isReadOnly = false } = props;
  const monacoTheme = useMonacoTheme();
  const themeRef = useRef(monacoTheme);
  themeRef.current = monacoTheme;

  useEffect(() => {
    let disposed = false;
    loadMonaco().then((monaco) => {
      if (disposed) return;
      monacoRef.current = monaco;
      const current = propsRef.current;
      const editor = monaco.editor.create(host, {
        value: current.value,
        language: monacoLanguageId(current.language),
        theme: themeRef.current,
        readOnly: current.isReadOnly ?? false,
        automaticLayout: true,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        tabSize: TIDY_INDENT,
        insertSpaces: true,
        detectIndentation: false,
        fixedOverflowWidgets: true,
        ariaLabel: current.label,
        // Monaco's EditContext input is a plain div, which keyboard-shortcut guards (React Flow's
        // Space-to-pan on the rule chain editor, the pages' own shortcuts) do not take for a text
        // field, so they swallowed keys typed in the editor. The hidden textarea is one.
        editContext: false,
      });
      editor.onDidChangeModelContent(() => {
        const text = editor.getValue();
        if (text !== propsRef.current.value) propsRef.current.onChange(text);
      });
      editorRef.current = editor;
      setStatus('ready');
    }).catch(() => { if (!disposed) setStatus('failed'); });
    return () => {
      disposed = true;
      editorRef.current?.getModel()?.dispose();
      editorRef.current?.dispose();
      editorRef.current = null;
    };
  }, []);

  // A new value from the parent replaces the text as one undoable edit.
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model && model.getValue() !== value) {
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null);
    }
  }, [value, status]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model && monacoRef.current) monacoRef.current.editor.setModelLanguage(model, monacoLanguageId(language));
  }, [language, status]);

  useEffect(() => { editorRef.current?.updateOptions({ readOnly: isReadOnly }); }, [isReadOnly, status]);

  // Monaco's theme is global to the page: every editor follows the console's scheme.
  useEffect(() => { if (status === 'ready') monacoRef.current?.editor.setTheme(monacoTheme); }, [monacoTheme, status]);

  // Back from fullscreen: the dialog's DOM is gone, so Monaco's node returns to the inline box.
  useEffect(() => {
    if (!fullscreen) inlineSlot.current?.appendChild(host);
  }, [fullscreen, host]);
  const attachInline = useCallback((slot: HTMLDivElement | null) => {
    inlineSlot.current = slot;
    if (slot && !host.parentElement) slot.appendChild(host);
  }, [host]);
  const attachFullscreen = useCallback((slot: HTMLDivElement | null) => {
    if (!slot) return;
    slot.appendChild(host);
    editorRef.current?.focus();
  }, [host]);

  const replace = useCallback((text: string) => {
    const model = editorRef.current?.getModel();
    if (model) model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
    else propsRef.current.onChange(text);
  }, []);

  const tidy = useCallback(async () => {
    const editor = editorRef.current;
    const text = editor?.getValue() ?? propsRef.current.value;
    const fallback = pureTidy(language);
    if (editor && MONACO_FORMATTED.has(language)) {
      try {
        await editor.getAction('editor.action.formatDocument')?.run();
        return;
      } catch {
        // The formatter's worker failed: the pure tidy below still helps.
      }
    }
    if (!fallback) return;
    try {
      replace(fallback(text));
    } catch {
      // Text that does not parse stays as typed; Monaco already marks the error.
    }
  }, [language, replace]);

  const minify = useCallback(() => {
    try {
      replace(minifyJson(editorRef.current?.getValue() ?? propsRef.current.value));
    } catch {
      // As for tidy: invalid JSON stays as typed.
    }
  }, [replace]);

  const canTidy = !isReadOnly && (pureTidy(language) !== null || MONACO_FORMATTED.has(language));
  const canMinify = !isReadOnly && language === 'json' && props.minify === true;
  const invalid = Boolean(props.errorMessage);

  const toolbar = (
    <div className="tb-code-editor-toolbar">
      {fullscreen && props.label && <span className="tb-code-editor-title">{props.label}</span>}
      {canTidy && <ActionButton isQuiet onPress={() => { void tidy(); }}>{t('js-func.tidy')}</ActionButton>}
      {canMinify && <ActionButton isQuiet onPress={minify}>{t('js-func.mini')}</ActionButton>}
      <ActionButton
        isQuiet
        aria-label={t(fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}
        onPress={() => setFullscreen(!fullscreen)}
      >
        {fullscreen ? <FullScreenExit /> : <FullScreen />}
      </ActionButton>
    </div>
  );

  return (
    <div className="tb-code-editor">
      {props.label && (
        <span id={labelId} className="tb-code-editor-label">
          {props.label}
          {props.isRequired && <span aria-hidden="true" className="tb-code-editor-required"> *</span>}
        </span>
      )}
      <div
        className={`tb-code-editor-box${invalid ? ' is-invalid' : ''}`}
        role="group"
        aria-labelledby={props.label ? labelId : undefined}
        aria-describedby={invalid ? errorId : undefined}
        aria-invalid={invalid || undefined}
        aria-required={props.isRequired || undefined}
      >
        {!fullscreen && toolbar}
        <div className="tb-code-editor-body" style={{ height: cssSize(props.height, 200) }}>
          <div ref={attachInline} className="tb-code-editor-slot" />
          {status === 'loading' && (
            <div className="tb-code-editor-overlay">
              <ProgressCircle aria-label={t('code-editor.loading')} isIndeterminate size="S" />
            </div>
          )}
          {status === 'failed' && (
            // Without Monaco (offline, blocked chunk) the text stays editable in a plain text area.
            <textarea
              className="tb-code-editor-fallback"
              aria-label={props.label}
              value={value}
              readOnly={isReadOnly}
              spellCheck={false}
              onChange={(event) => props.onChange(event.target.value)}
            />
          )}
        </div>
      </div>
      {invalid && <span id={errorId} className="tb-code-editor-error">{props.errorMessage}</span>}
      {/* A takeover dialog: above any dialog the editor sits in, and Escape closes only it. */}
      <DialogContainer type="fullscreenTakeover" onDismiss={() => setFullscreen(false)}>
        {fullscreen && (
          <Dialog aria-label={props.label ?? t('fullscreen.expand')}>
            <Content>
              <div className="tb-code-editor-box is-fullscreen">
                {toolbar}
                <div className="tb-code-editor-body"><div ref={attachFullscreen} className="tb-code-editor-slot" /></div>
              </div>
            </Content>
          </Dialog>
        )}
      </DialogContainer>
    </div>
  );
}
