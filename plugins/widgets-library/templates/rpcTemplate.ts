import { type DescriptorBody } from '../api/types';
import { templateBody } from './templateBody';

/**
 * RPC: the basic GPIO control, a switch per configured pin. It asks the target device for
 * the pins' status (`getGpioStatus`, two-way) and sends `setGpioStatus` when one is toggled.
 */

const HTML = '<div class="gpio-panel"></div>';

const CSS = `.gpio-panel {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 8px;
    padding: 8px;
    height: 100%;
    box-sizing: border-box;
}
.gpio-pin {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 14px;
}
.gpio-error {
    grid-column: 1 / -1;
    color: #d32f2f;
    font-size: 12px;
}`;

const SCRIPT = `/** Commands answer with a promise or an observable; both end in the same callbacks. */
function whenDone(request, onValue, onError) {
    if (request && typeof request.then === 'function') request.then(onValue, onError);
    else if (request && typeof request.subscribe === 'function') request.subscribe(onValue, onError);
}

self.onInit = function() {
    // $container is jQuery-like: [0] is its element.
    var root = self.ctx.$container[0] || self.ctx.$container;
    var panel = root.querySelector('.gpio-panel') || root;
    var settings = self.ctx.settings;
    panel.style.background = settings.switchPanelBackgroundColor || '';
    self.switches = {};
    self.error = document.createElement('div');
    self.error.className = 'gpio-error';
    (settings.gpioList || []).forEach(function(gpio) {
        var label = document.createElement('label');
        label.className = 'gpio-pin';
        var input = document.createElement('input');
        input.type = 'checkbox';
        input.disabled = self.ctx.isEdit;
        input.addEventListener('change', function() {
            var params = { pin: gpio.pin, enabled: input.checked };
            whenDone(self.ctx.controlApi.sendOneWayCommand('setGpioStatus', params, settings.requestTimeout), function() {}, showError);
        });
        label.appendChild(input);
        label.appendChild(document.createTextNode(gpio.label + ' (' + gpio.pin + ')'));
        panel.appendChild(label);
        self.switches[gpio.pin] = input;
    });
    panel.appendChild(self.error);
    whenDone(self.ctx.controlApi.sendTwoWayCommand('getGpioStatus', {}, settings.requestTimeout), function(status) {
        Object.keys(status || {}).forEach(function(pin) {
            if (self.switches[pin]) self.switches[pin].checked = Boolean(status[pin]);
        });
    }, showError);

    function showError(error) {
        self.error.textContent = error && error.message ? error.message : String(error);
    }
};

self.onEditModeChanged = function() {
    Object.keys(self.switches).forEach(function(pin) {
        self.switches[pin].disabled = self.ctx.isEdit;
    });
};

self.onDestroy = function() {
};
`;

const GPIO_ITEM = {
  type: 'object',
  title: 'GPIO switch',
  properties: {
    pin: { title: 'Pin', type: 'number' },
    label: { title: 'Label', type: 'string' },
  },
  required: ['pin', 'label'],
};

const SETTINGS = {
  gpioList: { title: 'GPIO switches', type: 'array', minItems: 1, items: GPIO_ITEM, default: [] },
  requestTimeout: { title: 'RPC request timeout', type: 'number', default: 500 },
  switchPanelBackgroundColor: { title: 'Switches panel background color', type: 'string', default: '#b71c1c' },
};

export const rpcTemplate = (): DescriptorBody =>
  templateBody({
    sizeX: 4,
    sizeY: 2,
    html: HTML,
    css: CSS,
    script: SCRIPT,
    settings: SETTINGS,
    title: 'New Basic GPIO Control',
    timeseries: false,
    config: {
      targetDeviceAliases: [],
      datasources: [],
      settings: {
        gpioList: [{ pin: 1, label: 'GPIO 1', row: 0, col: 0 }, { pin: 2, label: 'GPIO 2', row: 0, col: 1 }],
        requestTimeout: 500,
        switchPanelBackgroundColor: '#ffffff',
      },
    },
  });
