import type { WidgetTypeDescription } from '../sandbox/widgetBridgeProtocol';
import { describeInFrame } from './describeInFrame';

/** How long a controller may take to describe itself (a loop in its body never does). */
export const DESCRIBE_TIMEOUT_MS = 4000;

/** True when a controller script may define descriptor functions (cheap test before opening a frame). */
export function mayDescribe(controllerScript: string | undefined): boolean {
  return /\b(actionSources|typeParameters|getSettingsSchema|getDataKeySettingsSchema)\b/.test(controllerScript ?? '');
}

/**
 * Evaluates a controller's descriptor functions (`actionSources`, `typeParameters`,
 * `getSettingsSchema`, `getDataKeySettingsSchema`) in a widget sandbox frame of its own, never
 * in the console, and resolves with the plain JSON they return. The frame is removed when it
 * has answered, failed (the promise rejects with the controller's error) or timed out.
 */
export function describeWidgetType(document: Document, controllerScript: string, timeoutMs = DESCRIBE_TIMEOUT_MS): Promise<WidgetTypeDescription> {
  return describeInFrame(document, {
    title: 'Widget type description',
    message: { v: 1, type: 'describe', controllerScript },
    answer: (message) => (message.type === 'described' ? message.description : undefined),
    timeoutMs,
    timeoutMessage: 'The widget type did not describe itself in time',
    stoppedMessage: 'The widget type stopped responding while it described itself',
  });
}

const cache = new Map<string, Promise<WidgetTypeDescription | null>>();

/** {@link describeWidgetType} once per distinct script in this page; null when it failed. */
export function describeOnce(document: Document, controllerScript: string): Promise<WidgetTypeDescription | null> {
  let described = cache.get(controllerScript);
  if (!described) {
    described = describeWidgetType(document, controllerScript).catch(() => null);
    cache.set(controllerScript, described);
  }
  return described;
}
