import { type FrameMessage, type HostMessage, isWidgetSandboxReady, parseFrameMessage } from '../sandbox/widgetBridgeProtocol';
import { stallWatch, type WatchedBridge } from './stallWatch';
import { createWidgetFrame } from './widgetFrame';

/** The frame answered with an error: the code it ran threw (the same code always will). */
export class FrameDescribeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FrameDescribeError';
  }
}

export interface DescribeRequest<T> {
  /** The frame's title (assistive technologies skip it: it is hidden). */
  title: string;
  /** The native widget sandbox page (a native bundle) instead of the ThingsBoard one. */
  native?: boolean;
  message: HostMessage;
  /** The answer in a frame message, or undefined when the message is not it. */
  answer(message: FrameMessage): T | undefined;
  timeoutMs: number;
  timeoutMessage: string;
  stoppedMessage: string;
}

/**
 * Has code run in a hidden widget sandbox frame of its own, never in the console, and resolves
 * with the plain data it answers (describeWidgetType.ts, describeNativeBundle.ts). The frame is
 * removed once it has answered, failed (rejects with {@link FrameDescribeError}), timed out, or
 * was stopped by the page's stall watch.
 */
export function describeInFrame<T>(document: Document, request: DescribeRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const frame = createWidgetFrame(document, request.title, [], request.native ?? false);
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    frame.setAttribute('aria-hidden', 'true');
    const view = document.defaultView;
    let port: MessagePort | null = null;
    // Code that loops freezes every widget frame of the process it shares with them: the watch
    // then finds this frame busy (it runs nothing but that code) and stops it with the rest.
    const watched: WatchedBridge = {
      busy: true,
      stalled: () => true,
      stop: () => finish(() => reject(new Error(request.stoppedMessage))),
      restart: () => watched.stop(),
    };
    const finish = (settle: () => void) => {
      stallWatch.unregister(watched);
      clearTimeout(timer);
      view?.removeEventListener('message', onReady);
      port?.close();
      frame.remove();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(request.timeoutMessage))), request.timeoutMs);
    const onReady = (event: MessageEvent) => {
      if (port || event.source !== frame.contentWindow || event.origin !== 'null' || !isWidgetSandboxReady(event.data)) return;
      const channel = new MessageChannel();
      port = channel.port1;
      port.onmessage = (message: MessageEvent) => {
        const parsed = parseFrameMessage(message.data);
        if (!parsed) return;
        if (parsed.type === 'error') {
          finish(() => reject(new FrameDescribeError(parsed.message)));
          return;
        }
        const answer = request.answer(parsed);
        if (answer !== undefined) finish(() => resolve(answer));
      };
      frame.contentWindow!.postMessage({ widgetSandbox: 1, connect: true }, '*', [channel.port2]);
      port.postMessage(request.message);
    };
    view?.addEventListener('message', onReady);
    stallWatch.register(watched);
    document.body.appendChild(frame);
  });
}
