/*
 * WebRTC is the one way out of the sandbox page that CSP does not close in Chromium: an
 * RTCPeerConnection sends STUN/UDP to any host named in its ICE servers, whatever `connect-src`
 * says (the CSP `webrtc` directive is sent too, see sandboxPolicy.ts, but Chromium ignores it).
 * So the sandbox page removes the interfaces before it runs any user code.
 */

/** Interfaces removed even if the browser does not list them among the global's own names. */
export const WEBRTC_GLOBALS = [
  'RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCSessionDescription', 'RTCIceCandidate',
  'RTCIceTransport', 'RTCDtlsTransport', 'RTCSctpTransport', 'RTCRtpSender', 'RTCRtpReceiver', 'RTCRtpTransceiver',
  'RTCCertificate', 'RTCRtpScriptTransform', 'MediaStream', 'webkitMediaStream', 'MediaStreamTrack',
  'MediaStreamTrackGenerator', 'MediaStreamTrackProcessor', 'MediaDevices',
] as const;

const REMOVED = /^(webkit)?(RTC|MediaStream)/;

/** Seals `name` on `target` as a non-configurable, read-only `undefined`; false when the engine refuses. */
function seal(target: object, name: PropertyKey): boolean {
  try {
    Reflect.deleteProperty(target, name);
    return Reflect.defineProperty(target, name, { value: undefined, writable: false, enumerable: false, configurable: false });
  } catch {
    return false;
  }
}

/**
 * Replaces every WebRTC and MediaStream interface on `global` (and `navigator.mediaDevices`)
 * with a sealed `undefined`, so `typeof RTCPeerConnection` is `'undefined'` and later code can
 * neither delete nor redefine it. Returns the names that could not be sealed (none in Chromium).
 */
export function disableWebRtc(global: typeof globalThis): string[] {
  const names = new Set<string>(WEBRTC_GLOBALS);
  for (const name of Object.getOwnPropertyNames(global)) if (REMOVED.test(name)) names.add(name);
  const failed = [...names].filter((name) => !seal(global, name));
  // getUserMedia needs a permission the frame never has; removing it keeps MediaStreams out of reach all the same.
  const navigatorProto = global.navigator ? Object.getPrototypeOf(global.navigator) as object | null : null;
  if (navigatorProto && 'mediaDevices' in navigatorProto && !seal(navigatorProto, 'mediaDevices')) failed.push('navigator.mediaDevices');
  return failed;
}
