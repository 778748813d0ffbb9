/*
 * The standard OMA LwM2M object models the console's LwM2M profile editor offers,
 * from the OMA LwM2M registry (object id, version, instance rules, resource ids and
 * names). Static data: tenants do not upload their own models in this product yet.
 */

/** One object model: `resources` as [resource id, resource name]. */
export interface Lwm2mModel {
  id: number;
  version: string;
  name: string;
  multiple: boolean;
  mandatory: boolean;
  resources: ReadonlyArray<readonly [number, string]>;
}

export const LWM2M_MODELS: readonly Lwm2mModel[] = [
  {
    id: 0,
    version: '1.1',
    name: 'LWM2M Security',
    multiple: true,
    mandatory: true,
    resources: [
      [0, 'LWM2M Server URI'], [1, 'Bootstrap-Server'], [2, 'Security Mode'], [3, 'Public Key or Identity'],
      [4, 'Server Public Key'], [5, 'Secret Key'], [6, 'SMS Security Mode'], [7, 'SMS Binding Key Parameters'],
      [8, 'SMS Binding Secret Key(s)'], [9, 'LwM2M Server SMS Number'], [10, 'Short Server ID'],
      [11, 'Client Hold Off Time'], [12, 'Bootstrap-Server Account Timeout'], [13, 'Matching Type'], [14, 'SNI'],
      [15, 'Certificate Usage'], [16, 'DTLS/TLS Ciphersuite'], [17, 'OSCORE Security Mode'],
    ],
  },
  {
    id: 1,
    version: '1.1',
    name: 'LwM2M Server',
    multiple: true,
    mandatory: true,
    resources: [
      [0, 'Short Server ID'], [1, 'Lifetime'], [2, 'Default Minimum Period'], [3, 'Default Maximum Period'],
      [4, 'Disable'], [5, 'Disable Timeout'], [6, 'Notification Storing When Disabled or Offline'], [7, 'Binding'],
      [8, 'Registration Update Trigger'], [9, 'Bootstrap-Request Trigger'], [10, 'APN Link'],
      [11, 'TLS-DTLS Alert Code'], [12, 'Last Bootstrapped'], [13, 'Registration Priority Order'],
      [14, 'Initial Registration Delay Timer'], [15, 'Registration Failure Block'],
      [16, 'Bootstrap on Registration Failure'], [17, 'Communication Retry Count'], [18, 'Communication Retry Timer'],
      [19, 'Communication Sequence Delay Timer'], [20, 'Communication Sequence Retry Count'], [21, 'Trigger'],
      [22, 'Preferred Transport'], [23, 'Mute Send'],
    ],
  },
  {
    id: 3,
    version: '1.1',
    name: 'Device',
    multiple: false,
    mandatory: true,
    resources: [
      [0, 'Manufacturer'], [1, 'Model Number'], [2, 'Serial Number'], [3, 'Firmware Version'], [4, 'Reboot'],
      [5, 'Factory Reset'], [6, 'Available Power Sources'], [7, 'Power Source Voltage'], [8, 'Power Source Current'],
      [9, 'Battery Level'], [10, 'Memory Free'], [11, 'Error Code'], [12, 'Reset Error Code'], [13, 'Current Time'],
      [14, 'UTC Offset'], [15, 'Timezone'], [16, 'Supported Binding and Modes'], [17, 'Device Type'],
      [18, 'Hardware Version'], [19, 'Software Version'], [20, 'Battery Status'], [21, 'Memory Total'],
      [22, 'ExtDevInfo'],
    ],
  },
  {
    id: 4,
    version: '1.1',
    name: 'Connectivity Monitoring',
    multiple: false,
    mandatory: false,
    resources: [
      [0, 'Network Bearer'], [1, 'Available Network Bearer'], [2, 'Radio Signal Strength'], [3, 'Link Quality'],
      [4, 'IP Addresses'], [5, 'Router IP Addresses'], [6, 'Link Utilization'], [7, 'APN'], [8, 'Cell ID'],
      [9, 'SMNC'], [10, 'SMCC'], [11, 'SignalSNR'], [12, 'LAC'],
    ],
  },
  {
    id: 5,
    version: '1.0',
    name: 'Firmware Update',
    multiple: false,
    mandatory: false,
    resources: [
      [0, 'Package'], [1, 'Package URI'], [2, 'Update'], [3, 'State'], [5, 'Update Result'], [6, 'PkgName'],
      [7, 'PkgVersion'], [8, 'Firmware Update Protocol Support'], [9, 'Firmware Update Delivery Method'],
    ],
  },
  {
    id: 6,
    version: '1.0',
    name: 'Location',
    multiple: false,
    mandatory: false,
    resources: [[0, 'Latitude'], [1, 'Longitude'], [2, 'Altitude'], [3, 'Radius'], [4, 'Velocity'], [5, 'Timestamp'], [6, 'Speed']],
  },
  {
    id: 19,
    version: '1.0',
    name: 'BinaryAppDataContainer',
    multiple: true,
    mandatory: false,
    resources: [[0, 'Data'], [1, 'Data Priority'], [2, 'Data Creation Time'], [3, 'Data Description'], [4, 'Data Format'], [5, 'App ID']],
  },
];
