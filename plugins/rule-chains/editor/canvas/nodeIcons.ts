import type { ComponentType } from 'react';
import AddCircle from '@spectrum-icons/workflow/AddCircle';
import AlertCheck from '@spectrum-icons/workflow/AlertCheck';
import ArrowUpRight from '@spectrum-icons/workflow/ArrowUpRight';
import Bell from '@spectrum-icons/workflow/Bell';
import Branch2 from '@spectrum-icons/workflow/Branch2';
import Checkmark from '@spectrum-icons/workflow/Checkmark';
import Copy from '@spectrum-icons/workflow/Copy';
import DataAdd from '@spectrum-icons/workflow/DataAdd';
import DataDownload from '@spectrum-icons/workflow/DataDownload';
import DataUpload from '@spectrum-icons/workflow/DataUpload';
import DownloadFromCloud from '@spectrum-icons/workflow/DownloadFromCloud';
import Email from '@spectrum-icons/workflow/Email';
import Filter from '@spectrum-icons/workflow/Filter';
import FindAndReplace from '@spectrum-icons/workflow/FindAndReplace';
import Flag from '@spectrum-icons/workflow/Flag';
import FlashOn from '@spectrum-icons/workflow/FlashOn';
import Function from '@spectrum-icons/workflow/Function';
import HelpOutline from '@spectrum-icons/workflow/HelpOutline';
import Login from '@spectrum-icons/workflow/Login';
import LogOut from '@spectrum-icons/workflow/LogOut';
import MagicWand from '@spectrum-icons/workflow/MagicWand';
import Merge from '@spectrum-icons/workflow/Merge';
import Pause from '@spectrum-icons/workflow/Pause';
import Refresh from '@spectrum-icons/workflow/Refresh';
import RemoveCircle from '@spectrum-icons/workflow/RemoveCircle';
import Send from '@spectrum-icons/workflow/Send';
import ShowMenu from '@spectrum-icons/workflow/ShowMenu';
import SMS from '@spectrum-icons/workflow/SMS';
import Sync from '@spectrum-icons/workflow/Sync';
import SyncRemove from '@spectrum-icons/workflow/SyncRemove';
import UploadToCloud from '@spectrum-icons/workflow/UploadToCloud';
import Workflow from '@spectrum-icons/workflow/Workflow';

type IconComponent = ComponentType<{ size?: 'XXS' | 'XS' | 'S' | 'M' | 'L'; 'aria-hidden'?: boolean; UNSAFE_className?: string }>;

/**
 * Node definitions name Material icons, as ThingsBoard's do; these are the Spectrum
 * workflow icons closest in meaning. A name not listed falls back to its type's icon.
 */
export const NODE_ICONS: Record<string, IconComponent> = {
  filter_list: Filter,
  call_split: Branch2,
  call_merge: Merge,
  call_made: ArrowUpRight,
  file_upload: DataUpload,
  file_download: DataDownload,
  add_circle: AddCircle,
  remove_circle: RemoveCircle,
  transform: MagicWand,
  sync: Sync,
  sync_disabled: SyncRemove,
  sms: SMS,
  send: Send,
  email: Email,
  repeat: Refresh,
  pause: Pause,
  input: Login,
  output: LogOut,
  notifications_active: Bell,
  notifications_off: AlertCheck,
  menu: ShowMenu,
  functions: Function,
  flag: Flag,
  find_replace: FindAndReplace,
  done: Checkmark,
  content_copy: Copy,
  cloud_upload: UploadToCloud,
  cloud_download: DownloadFromCloud,
  playlist_add: DataAdd,
  flash_on: FlashOn,
  settings_ethernet: Workflow,
  help_outline: HelpOutline,
};

/** The icon for a definition's icon name, or else for its type's. */
export function iconFor(name: string | undefined, typeIcon: string): IconComponent {
  return (name && NODE_ICONS[name]) || NODE_ICONS[typeIcon] || HelpOutline;
}
