/** Languages a CodeEditor highlights; 'protobuf' uses Monaco's basic protobuf grammar. */
export type CodeLanguage = 'protobuf' | 'json' | 'javascript' | 'html' | 'css' | 'markdown' | 'plaintext';

/** Props of the SDK's CodeEditor: a controlled text value with a label and an error text. */
export interface CodeEditorProps {
  language: CodeLanguage;
  value: string;
  onChange(value: string): void;
  label?: string;
  /** Read-only editors hide Tidy and Minify (seed 001 section 2.5). */
  isReadOnly?: boolean;
  isRequired?: boolean;
  /** Shown below the editor, which is then marked invalid. */
  errorMessage?: string;
  /** Editor height without the 40 px toolbar; a number is pixels. Default 200. */
  height?: number | string;
  /** Shows a Minify button (JSON only). */
  minify?: boolean;
}

/** Props of the SDK's JsonObjectEditor: the value is an object, null while the text does not parse. */
export interface JsonObjectEditorProps {
  value: object | null;
  onChange(value: object | null): void;
  label?: string;
  isReadOnly?: boolean;
  isRequired?: boolean;
  height?: number | string;
}
