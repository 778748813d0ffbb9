import { STR } from '../catalogue/settingsSpec';
import { type SystemTypeDef } from '../catalogue/systemType';

/** The ThingsBoard system types this bundle renders: the server's system library is generated from them. */
export const CARDS_DESCRIPTORS: SystemTypeDef[] = [
  { bundleAlias: 'cards', alias: 'attributes_card', name: 'Attributes card', kind: 'latest', sizeX: 7.5, sizeY: 3, description: 'Label and value rows per datasource.', settings: {}, keys: 2 },
  { bundleAlias: 'cards', alias: 'html_card', name: 'HTML Card', kind: 'static', sizeX: 7.5, sizeY: 3, description: 'Static HTML.', settings: { cardHtml: '<div class="card">HTML code here</div>', cardCss: '.card {\n  font-weight: bold;\n}' } },
  { bundleAlias: 'cards', alias: 'html_value_card', name: 'HTML Value Card', kind: 'latest', sizeX: 7.5, sizeY: 3, description: 'HTML with ${key} placeholders.', settings: { cardHtml: '<div class="card"><div class="title">Value</div><div class="value">${f(x)}</div></div>', cardCss: '.card { text-align: center; }\n.value { font-size: 24px; }' } },
  { bundleAlias: 'cards', alias: 'simple_card', name: 'Simple card', kind: 'latest', sizeX: 5, sizeY: 3, description: 'One value with its label.', settings: { labelPosition: 'left' } },
  {
    bundleAlias: 'cards', alias: 'label_widget', name: 'Label widget', kind: 'latest', sizeX: 4.5, sizeY: 5, description: 'Values placed over an image.',
    settings: {
      backgroundImageUrl: STR,
      labels: [{ pattern: '${#0}', x: 50, y: 50, backgroundColor: 'rgba(0,0,0,0)', font: { family: 'Roboto', size: 6, style: 'normal', weight: '500', color: '#fff' } }],
    },
  },
  {
    bundleAlias: 'cards', alias: 'markdown_card', name: 'Markdown/HTML Card', kind: 'latest', sizeX: 5, sizeY: 3.5, description: 'Markdown with ${key} placeholders.',
    settings: { markdownTextPattern: '### Markdown/HTML card\n - **Current entity**: ${entityName}.', markdownCss: '', useMarkdownTextFunction: false, markdownTextFunction: STR },
  },
];
