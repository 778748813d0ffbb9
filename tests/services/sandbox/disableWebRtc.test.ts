import { describe, expect, it } from 'vitest';
import { disableWebRtc, WEBRTC_GLOBALS } from '../../../core/sandbox/disableWebRtc';

/** A stand-in for the sandbox page's window: interfaces as the browser defines them (writable, configurable). */
function fakeWindow() {
  const navigatorProto = Object.defineProperty({}, 'mediaDevices', { get: () => ({ getUserMedia: () => undefined }), configurable: true });
  const global: Record<string, unknown> = { navigator: Object.create(navigatorProto), fetch: () => undefined, Math };
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceCandidate', 'RTCEncodedVideoFrame', 'MediaStreamTrack']) {
    Object.defineProperty(global, name, { value: class {}, writable: true, configurable: true, enumerable: false });
  }
  return global;
}

describe('disableWebRtc', () => {
  it('leaves every WebRTC and MediaStream interface undefined, including ones it has no list entry for', () => {
    const global = fakeWindow();
    expect(disableWebRtc(global as unknown as typeof globalThis)).toEqual([]);
    for (const name of [...WEBRTC_GLOBALS, 'RTCEncodedVideoFrame']) expect(global[name], name).toBeUndefined();
    expect((global.navigator as { mediaDevices?: unknown }).mediaDevices).toBeUndefined();
    expect(typeof global.fetch).toBe('function');
    expect(global.Math).toBe(Math);
  });

  it('seals the names so later code can neither put them back nor delete the seal', () => {
    const global = fakeWindow();
    disableWebRtc(global as unknown as typeof globalThis);
    expect(() => { global.RTCPeerConnection = class {}; }).toThrow(TypeError);
    expect(() => Object.defineProperty(global, 'RTCPeerConnection', { value: class {} })).toThrow(TypeError);
    expect(Reflect.deleteProperty(global, 'RTCPeerConnection')).toBe(false);
    expect(Object.getOwnPropertyDescriptor(global, 'RTCPeerConnection')).toEqual({ value: undefined, writable: false, enumerable: false, configurable: false });
  });

  it('reports a name the engine will not let go of', () => {
    const global = fakeWindow();
    Object.defineProperty(global, 'RTCSessionDescription', { value: class {}, writable: false, configurable: false });
    expect(disableWebRtc(global as unknown as typeof globalThis)).toEqual(['RTCSessionDescription']);
  });
});
