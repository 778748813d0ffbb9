import { type DescriptorBody } from '../api/types';
import { templateBody } from './templateBody';

/** Alarm: the alarms table, a column per key of the alarm source and a row per alarm. */

const HTML = '<div class="alarms"><div class="alarms-title"></div><table class="alarms-table"><thead></thead><tbody></tbody></table></div>';

const CSS = `.alarms {
    height: 100%;
    overflow: auto;
    font-size: 13px;
}
.alarms-title {
    font-size: 16px;
    font-weight: 500;
    padding: 4px 0 8px;
}
.alarms-table {
    width: 100%;
    border-collapse: collapse;
}
.alarms-table th {
    text-align: left;
    opacity: 0.7;
    font-weight: 500;
}
.alarms-table th, .alarms-table td {
    border-bottom: 1px solid rgba(128, 128, 128, 0.3);
    padding: 6px 8px;
}
.alarms-empty {
    opacity: 0.7;
    padding: 16px 8px;
}`;

const SCRIPT = `var FIELDS = { originator: 'originatorName' };

self.onInit = function() {
    // $container is jQuery-like: [0] is its element.
    var root = self.ctx.$container[0] || self.ctx.$container;
    root.querySelector('.alarms-title').textContent = self.ctx.settings.alarmsTitle || '';
    self.head = root.querySelector('thead');
    self.body = root.querySelector('tbody');
    self.keys = (self.ctx.datasources[0] && self.ctx.datasources[0].dataKeys) || [];
    var row = self.head.insertRow();
    self.keys.forEach(function(key) {
        var th = document.createElement('th');
        th.textContent = key.label;
        row.appendChild(th);
    });
    self.onDataUpdated();
};

self.onDataUpdated = function() {
    var subscription = self.ctx.defaultSubscription || {};
    var alarms = self.ctx.alarms || subscription.alarms || [];
    if (alarms.data) alarms = alarms.data;
    self.body.textContent = '';
    if (alarms.length === 0) {
        var empty = self.body.insertRow().insertCell();
        empty.colSpan = Math.max(1, self.keys.length);
        empty.className = 'alarms-empty';
        empty.textContent = 'No alarms found';
        return;
    }
    alarms.forEach(function(alarm) {
        var row = self.body.insertRow();
        self.keys.forEach(function(key) {
            var value = alarm[FIELDS[key.name] || key.name];
            if (/Time$|Ts$/.test(key.name) && typeof value === 'number') value = new Date(value).toLocaleString();
            row.insertCell().textContent = value === undefined || value === null ? '' : String(value);
        });
    });
};

self.onDestroy = function() {
};
`;

const ALARM_KEYS = ['createdTime', 'originator', 'type', 'severity', 'status'];
const COLORS = ['#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b'];

const SETTINGS = {
  alarmsTitle: { title: 'Alarms table title', type: 'string', default: 'Alarms' },
};

export const alarmTemplate = (): DescriptorBody =>
  templateBody({
    sizeX: 10.5,
    sizeY: 6.5,
    html: HTML,
    css: CSS,
    script: SCRIPT,
    settings: SETTINGS,
    title: 'New Alarms table',
    timeseries: false,
    config: {
      timewindow: { realtime: { timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 200 } },
      alarmSource: {
        type: 'function', name: 'alarms',
        dataKeys: ALARM_KEYS.map((name, i) => ({ name, type: 'alarm', label: name, color: COLORS[i], settings: {}, _hash: (i + 1) / 10 })),
      },
      alarmSearchStatus: 'ANY',
      alarmsPollingInterval: 5,
      datasources: [],
      settings: { alarmsTitle: 'Alarms' },
    },
  });
