import { formatValue, latestValue, useWidgetData, type WidgetProps } from '@tessera/sdk';
import { groupByDatasource } from './groupByDatasource';
import { NoData } from './NoData';

/** TB's attributes card: per datasource a section titled with the entity name and a label/value row per key. */
export function AttributesCard({ config, ctx }: WidgetProps) {
  const data = useWidgetData(ctx);
  const groups = groupByDatasource(data.series, ctx.datasources);
  if (groups.length === 0) return <NoData color={config.color} />;
  return (
    <div style={{ height: '100%', overflow: 'auto', boxSizing: 'border-box', padding: 8, color: config.color, background: config.backgroundColor }}>
      {groups.map(({ datasource, series }, i) => (
        <section key={i} style={{ marginBottom: 12 }}>
          <h3 style={{ margin: '0 0 4px', fontSize: 16, fontWeight: 500 }}>{datasource.entityName ?? datasource.name}</h3>
          <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
            <tbody>
              {(series.length > 0 ? series.map((s) => ({ key: s.dataKey, value: latestValue(s) })) : datasource.dataKeys.map((key) => ({ key, value: undefined })))
                .map(({ key, value }, row) => (
                  <tr key={row} style={{ borderTop: row > 0 ? '1px solid var(--spectrum-global-color-gray-300, rgba(0,0,0,0.08))' : undefined }}>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 400, opacity: 0.7, padding: '4px 8px 4px 0', width: '40%' }}>{key.label}</th>
                    <td style={{ padding: '4px 0' }}>{formatValue(value, key.decimals ?? config.decimals, key.units ?? config.units)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
