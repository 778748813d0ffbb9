import { observer } from 'mobx-react-lite';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { httpServiceRef } from '../sdk/services';
import { useService } from '../sdk/useService';

/** A thin bar that shows while any counted request is in flight. */
export const GlobalProgress = observer(function GlobalProgress() {
  const http = useService(httpServiceRef);
  return (
    <div className="tb-global-progress" data-active={http.activeRequests > 0}>
      {http.activeRequests > 0 && <ProgressBar aria-label="Loading" isIndeterminate size="S" width="100%" />}
    </div>
  );
});
