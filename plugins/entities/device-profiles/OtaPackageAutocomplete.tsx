import { useTranslation } from 'react-i18next';
import { type EntityId, httpServiceRef, useService } from '@tessera/sdk';
import { otaPackageName, searchOtaPackages } from './profileLookups';
import { SearchAutocomplete } from './SearchAutocomplete';
import { type OtaPackageType } from './types';

/** Truncated search text in 'not found' messages (seed 001 section 9). */
const NOT_FOUND_TEXT_LENGTH = 6;
const truncate = (text: string) => (text.length > NOT_FOUND_TEXT_LENGTH ? `${text.slice(0, NOT_FOUND_TEXT_LENGTH)}...` : text);

/** A firmware or software package uploaded for this profile; the texts name the package type. */
export function OtaPackageAutocomplete(props: {
  type: OtaPackageType; profileId: string; value: EntityId | null | undefined; onChange(value: EntityId | null): void; isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const kind = props.type.toLowerCase();
  return (
    <SearchAutocomplete
      label={t(`device-profile.ota.${kind}`)}
      placeholder={t(`device-profile.ota.${kind}-placeholder`)}
      description={t(`device-profile.ota.${kind}-hint`)}
      value={props.value}
      onChange={props.onChange}
      isReadOnly={props.isReadOnly}
      search={(text) => searchOtaPackages(http, props.profileId, props.type, text)}
      resolveName={(id) => otaPackageName(http, id)}
      noMatchText={(text) => t(`device-profile.ota.no-${kind}-matching`, { text: truncate(text) })}
    />
  );
}
