import { type DescriptorBody } from '../api/types';
import { templateBody } from './templateBody';

/** Static: the HTML card, whose HTML and CSS are its settings. */

const SCRIPT = `self.onInit = function() {
    // $container is jQuery-like: [0] is its element.
    var root = self.ctx.$container[0] || self.ctx.$container;
    var style = document.createElement('style');
    style.textContent = self.ctx.settings.cardCss || '';
    var card = document.createElement('div');
    card.className = 'html-card';
    card.innerHTML = self.ctx.settings.cardHtml || '';
    root.textContent = '';
    root.appendChild(style);
    root.appendChild(card);
};

self.onDestroy = function() {
};
`;

const SETTINGS = {
  cardHtml: { title: 'HTML', type: 'string', default: '<div class=\'card\'>HTML code here</div>' },
  cardCss: { title: 'CSS', type: 'string', default: '.card {\n    font-weight: bold;\n    font-size: 32px;\n    color: #999;\n    width: 100%;\n    height: 100%;\n    display: flex;\n    align-items: center;\n    justify-content: center;\n}' },
};

export const staticTemplate = (): DescriptorBody =>
  templateBody({
    sizeX: 7.5,
    sizeY: 3,
    html: '',
    css: '.html-card {\n    width: 100%;\n    height: 100%;\n}',
    script: SCRIPT,
    settings: SETTINGS,
    settingsForm: [
      { key: 'cardCss', type: 'css' },
      { key: 'cardHtml', type: 'html' },
    ],
    title: 'New HTML Card',
    timeseries: false,
    config: {
      datasources: [],
      settings: { cardHtml: SETTINGS.cardHtml.default, cardCss: SETTINGS.cardCss.default },
    },
  });
