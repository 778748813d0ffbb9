import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useService } from '../sdk/useService';
import { shellDialogsRef } from '../services/refs';
import { ForbiddenDialog } from './ForbiddenDialog';

/** Renders the shell's own dialogs and closes them when a navigation starts. */
export const ShellDialogs = observer(function ShellDialogs() {
  const dialogs = useService(shellDialogsRef);
  const location = useLocation();
  useEffect(() => dialogs.closeAll(), [location.key, dialogs]);
  return dialogs.forbiddenOpen ? <ForbiddenDialog onCancel={() => dialogs.closeAll()} /> : null;
});
