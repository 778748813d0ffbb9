import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';

/** Shown while the user state or the console's plugins load. */
export function SplashProgress() {
  return (
    <div className="tb-splash">
      <ProgressCircle aria-label="Loading" isIndeterminate size="L" />
    </div>
  );
}
