/*
 * The colours ThingsBoard gives new data keys: Material palettes ordered by hue row (500, A700,
 * 600, ...) then by palette (blue, green, red, amber, ...), so the n-th key of a widget gets
 * the same colour here as in ThingsBoard and imported dashboards look alike.
 */
export const KEY_COLORS: readonly string[] = [
  // hue 500
  '#2196f3', '#4caf50', '#f44336', '#ffc107', '#607d8b', '#9c27b0', '#8bc34a', '#3f51b5', '#e91e63', '#ffeb3b', '#03a9f4', '#ff9800', '#673ab7', '#cddc39', '#009688', '#795548', '#00bcd4', '#ff5722', '#9e9e9e',
  // hue A700
  '#2962ff', '#00c853', '#d50000', '#ffab00', '#455a64', '#aa00ff', '#64dd17', '#304ffe', '#c51162', '#ffd600', '#0091ea', '#ff6d00', '#6200ea', '#aeea00', '#00bfa5', '#5d4037', '#00b8d4', '#dd2c00', '#616161',
  // hue 600
  '#1e88e5', '#43a047', '#e53935', '#ffb300', '#546e7a', '#8e24aa', '#7cb342', '#3949ab', '#d81b60', '#fdd835', '#039be5', '#fb8c00', '#5e35b1', '#c0ca33', '#00897b', '#6d4c41', '#00acc1', '#f4511e', '#757575',
  // hue 700
  '#1976d2', '#388e3c', '#d32f2f', '#ffa000', '#455a64', '#7b1fa2', '#689f38', '#303f9f', '#c2185b', '#fbc02d', '#0288d1', '#f57c00', '#512da8', '#afb42b', '#00796b', '#5d4037', '#0097a7', '#e64a19', '#616161',
  // hue 800
  '#1565c0', '#2e7d32', '#c62828', '#ff8f00', '#37474f', '#6a1b9a', '#558b2f', '#283593', '#ad1457', '#f9a825', '#0277bd', '#ef6c00', '#4527a0', '#9e9d24', '#00695c', '#4e342e', '#00838f', '#d84315', '#424242',
  // hue 900
  '#0d47a1', '#1b5e20', '#b71c1c', '#ff6f00', '#263238', '#4a148c', '#33691e', '#1a237e', '#880e4f', '#f57f17', '#01579b', '#e65100', '#311b92', '#827717', '#004d40', '#3e2723', '#006064', '#bf360c', '#212121',
  // hue 300
  '#64b5f6', '#81c784', '#e57373', '#ffd54f', '#90a4ae', '#ba68c8', '#aed581', '#7986cb', '#f06292', '#fff176', '#4fc3f7', '#ffb74d', '#9575cd', '#dce775', '#4db6ac', '#a1887f', '#4dd0e1', '#ff8a65', '#e0e0e0',
  // hue 400
  '#42a5f5', '#66bb6a', '#ef5350', '#ffca28', '#78909c', '#ab47bc', '#9ccc65', '#5c6bc0', '#ec407a', '#ffee58', '#29b6f6', '#ffa726', '#7e57c2', '#d4e157', '#26a69a', '#8d6e63', '#26c6da', '#ff7043', '#bdbdbd',
  // hue A200
  '#448aff', '#69f0ae', '#ff5252', '#ffd740', '#b0bec5', '#e040fb', '#b2ff59', '#536dfe', '#ff4081', '#ffff00', '#40c4ff', '#ffab40', '#7c4dff', '#eeff41', '#64ffda', '#bcaaa4', '#18ffff', '#ff6e40', '#000000',
  // hue A400
  '#2979ff', '#00e676', '#ff1744', '#ffc400', '#78909c', '#d500f9', '#76ff03', '#3d5afe', '#f50057', '#ffea00', '#00b0ff', '#ff9100', '#651fff', '#c6ff00', '#1de9b6', '#8d6e63', '#00e5ff', '#ff3d00', '#303030',
];

/** The colour of the key with this index (0-based, counted over all datasources), wrapping around. */
export function keyColor(index: number): string {
  const i = ((Math.trunc(index) % KEY_COLORS.length) + KEY_COLORS.length) % KEY_COLORS.length;
  return KEY_COLORS[i];
}
