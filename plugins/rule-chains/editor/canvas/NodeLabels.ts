import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';

/** The texts nodes show, translated once by the canvas: 1,000 nodes each calling useTranslation cost a visible part of opening. */
export interface NodeLabels {
  unknownClass: string;
  unknownClassNamed(clazz: string): string;
  debugModeOn: string;
  nodeError(error: string): string;
  forwardsTo(name: string): string;
}

export function nodeLabels(t: TFunction): NodeLabels {
  return {
    unknownClass: t('rulechain-editor.unknown-class'),
    unknownClassNamed: (clazz) => t('rulechain-editor.unknown-class-named', { clazz }),
    debugModeOn: t('rulechain-editor.debug-mode-on'),
    nodeError: (error) => t('rulechain-editor.node-error', { error }),
    forwardsTo: (name) => t('rulechain-editor.forwards-to', { name }),
  };
}

export const NodeLabelsContext = createContext<NodeLabels | null>(null);

export function useNodeLabels(): NodeLabels {
  const labels = useContext(NodeLabelsContext);
  if (!labels) throw new Error('useNodeLabels() needs the canvas\'s NodeLabelsContext');
  return labels;
}
