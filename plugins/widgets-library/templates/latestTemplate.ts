import { type DescriptorBody } from '../api/types';
import { functionDatasource } from './functionKeys';
import { templateBody } from './templateBody';

/** Latest values: the attributes card, a title and a label/value row per data key of each datasource. */

const HTML = '<div class="attributes-card"></div>';

const CSS = `.attributes-card {
    height: 100%;
    overflow: auto;
    font-size: 14px;
}
.datasource-title {
    font-size: 16px;
    font-weight: 500;
    padding-bottom: 8px;
}
.datasource-table {
    width: 100%;
    border-collapse: collapse;
}
.datasource-table td.label {
    opacity: 0.7;
}
.datasource-table td {
    border-top: 1px solid rgba(128, 128, 128, 0.3);
    padding: 4px 12px;
}
.datasource-table td.value {
    text-align: right;
}`;

const SCRIPT = `self.onInit = function() {
    // $container is jQuery-like: [0] is its element.
    var root = self.ctx.$container[0] || self.ctx.$container;
    var card = root.querySelector('.attributes-card') || root;
    self.valueCells = [];
    card.textContent = '';
    self.ctx.datasources.forEach(function(datasource) {
        var title = document.createElement('div');
        title.className = 'datasource-title';
        title.textContent = datasource.name;
        card.appendChild(title);
        var table = document.createElement('table');
        table.className = 'datasource-table';
        datasource.dataKeys.forEach(function(dataKey) {
            var row = table.insertRow();
            var label = row.insertCell();
            label.className = 'label';
            label.textContent = dataKey.label;
            var value = row.insertCell();
            value.className = 'value';
            self.valueCells.push(value);
        });
        card.appendChild(table);
    });
    self.onDataUpdated();
};

self.onDataUpdated = function() {
    for (var i = 0; i < self.valueCells.length; i++) {
        var cellData = self.ctx.data[i];
        if (!cellData || !cellData.data || cellData.data.length === 0) continue;
        var value = cellData.data[cellData.data.length - 1][1];
        var decimals = cellData.dataKey.decimals !== undefined ? cellData.dataKey.decimals : self.ctx.decimals;
        var units = cellData.dataKey.units || self.ctx.units;
        var isNumber = !isNaN(parseFloat(value)) && isFinite(value);
        self.valueCells[i].textContent = isNumber ? self.ctx.utils.formatValue(value, decimals, units, true) : String(value);
    }
};

self.onResize = function() {
};

self.onDestroy = function() {
};
`;

export const latestTemplate = (): DescriptorBody =>
  templateBody({
    sizeX: 7.5,
    sizeY: 3,
    html: HTML,
    css: CSS,
    script: SCRIPT,
    settings: {},
    title: 'New Attributes card',
    timeseries: false,
    config: { datasources: [functionDatasource(3)], settings: {} },
  });
