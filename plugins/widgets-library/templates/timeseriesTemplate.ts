import { type DescriptorBody } from '../api/types';
import { functionDatasource } from './functionKeys';
import { templateBody } from './templateBody';

/** Time series: the basic line chart, one SVG polyline per data key over the time window, with a legend. */

const HTML = '<div class="chart"><svg class="plot"></svg><div class="legend"></div></div>';

const CSS = `.chart {
    display: flex;
    flex-direction: column;
    height: 100%;
}
.plot {
    flex: 1;
    width: 100%;
    min-height: 0;
}
.legend {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    font-size: 12px;
    opacity: 0.8;
}
.legend-color {
    display: inline-block;
    width: 12px;
    height: 4px;
    margin-right: 4px;
    vertical-align: middle;
}`;

const SCRIPT = `var SVG = 'http://www.w3.org/2000/svg';

self.onInit = function() {
    // $container is jQuery-like: [0] is its element.
    var root = self.ctx.$container[0] || self.ctx.$container;
    self.svg = root.querySelector('.plot');
    var legend = root.querySelector('.legend');
    self.lines = [];
    self.ctx.data.forEach(function(series) {
        var line = document.createElementNS(SVG, 'polyline');
        line.setAttribute('fill', 'none');
        line.setAttribute('stroke', series.dataKey.color);
        line.setAttribute('stroke-width', self.ctx.settings.lineWidth || 2);
        self.svg.appendChild(line);
        self.lines.push(line);
        if (self.ctx.settings.showLegend !== false && legend) {
            var item = document.createElement('span');
            var swatch = document.createElement('span');
            swatch.className = 'legend-color';
            swatch.style.background = series.dataKey.color;
            item.appendChild(swatch);
            item.appendChild(document.createTextNode(series.dataKey.label));
            legend.appendChild(item);
        }
    });
    self.onDataUpdated();
};

self.onDataUpdated = function() {
    var width = self.svg.clientWidth || self.ctx.width;
    var height = self.svg.clientHeight || self.ctx.height;
    var minTime = self.ctx.timeWindow.minTime;
    var maxTime = self.ctx.timeWindow.maxTime;
    var min = Infinity;
    var max = -Infinity;
    self.ctx.data.forEach(function(series) {
        series.data.forEach(function(point) {
            min = Math.min(min, Number(point[1]));
            max = Math.max(max, Number(point[1]));
        });
    });
    if (min === max) { min -= 1; max += 1; }
    self.ctx.data.forEach(function(series, i) {
        var points = series.data.map(function(point) {
            var x = (point[0] - minTime) / (maxTime - minTime) * width;
            var y = height - (Number(point[1]) - min) / (max - min) * height;
            return x.toFixed(1) + ',' + y.toFixed(1);
        });
        self.lines[i].setAttribute('points', points.join(' '));
    });
};

self.onResize = function() {
    self.onDataUpdated();
};

self.onDestroy = function() {
};
`;

const SETTINGS = {
  lineWidth: { title: 'Line width', type: 'number', default: 2 },
  showLegend: { title: 'Show legend', type: 'boolean', default: true },
};

export const timeseriesTemplate = (): DescriptorBody =>
  templateBody({
    sizeX: 8,
    sizeY: 5,
    html: HTML,
    css: CSS,
    script: SCRIPT,
    settings: SETTINGS,
    title: 'New Timeseries Line Chart',
    timeseries: true,
    config: {
      legendConfig: { direction: 'column', position: 'bottom', showMin: false, showMax: false, showAvg: true, showTotal: false },
      datasources: [functionDatasource(3)],
      settings: { lineWidth: 2, showLegend: true },
    },
  });
