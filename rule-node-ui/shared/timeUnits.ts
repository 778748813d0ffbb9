/** Java TimeUnit names the rule nodes read, the ones an editor offers. */
export const TIME_UNITS = ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** The label key of a time unit. */
export const timeUnitLabelKey = (unit: string) => `rulenode.time-unit.${unit}`;
