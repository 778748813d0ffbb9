import { useTranslation } from 'react-i18next';
import { ALARM_SEVERITY_COLORS, type AlarmSeverity } from './severity';

/** A severity label on the severity's colour (seed 001 §9); dark text on the light yellow. */
export function SeverityChip(props: { severity: AlarmSeverity }) {
  const { t } = useTranslation();
  const dark = props.severity === 'MINOR';
  return (
    <span style={{
      display: 'inline-block', padding: '2px 10px', borderRadius: 12, fontSize: 12, fontWeight: 600, whiteSpace: 'nowrap',
      background: ALARM_SEVERITY_COLORS[props.severity], color: dark ? '#1d1d1d' : '#fff',
    }}>
      {t(`alarm.severity.${props.severity}`)}
    </span>
  );
}
