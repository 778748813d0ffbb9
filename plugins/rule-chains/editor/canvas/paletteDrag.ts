/** The drag data type of a palette entry dragged onto the canvas; its value is the node class. */
export const PALETTE_DRAG_TYPE = 'application/x-tessera-rule-node';
