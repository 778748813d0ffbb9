import { useMemo } from 'react';
import { authServiceRef, httpServiceRef, useService } from '@tessera/sdk';
import { WidgetsApi } from './widgetsApi';

/** The widget library calls for a component. */
export function useWidgetsApi(): WidgetsApi {
  const http = useService(httpServiceRef);
  const extensions = useService(authServiceRef).tesseraExtensions;
  return useMemo(() => new WidgetsApi(http, extensions), [http, extensions]);
}
