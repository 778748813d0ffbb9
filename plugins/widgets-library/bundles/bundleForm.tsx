import { type EntityFieldsForm } from '@tessera/ui';
import { ImageInput } from '../../shared/ImageInput';
import { type WidgetsApi } from '../api/widgetsApi';
import { isSystemBundle, type WidgetsBundle } from '../api/types';

/**
 * The bundle's create and edit form: title (required, at most 255 characters, contract §9),
 * description and image. A tenant sees system bundles read-only. `onSaved` runs after each save.
 */
export function bundleForm(api: WidgetsApi, isTenant: boolean, onSaved: () => void): EntityFieldsForm<WidgetsBundle> {
  return {
    addTitle: 'widgets-bundle.add',
    isReadOnly: (bundle) => isTenant && isSystemBundle(bundle),
    definition: {
      fields: [
        { key: 'title', label: 'widgets-bundle.title', type: 'text', required: true, requiredMessage: 'widgets-bundle.title-required', maxLength: 255 },
        { key: 'description', label: 'widgets-bundle.description', type: 'textarea', maxLength: 1024 },
        {
          key: 'image', label: 'widgets-bundle.image', type: 'custom',
          render: (field) => (
            <ImageInput label={field.label} value={field.value as string | null} onChange={field.onChange} isReadOnly={field.isReadOnly} />
          ),
        },
      ],
    },
    toValues: (bundle) => ({ title: bundle?.title ?? '', description: bundle?.description ?? '', image: bundle?.image ?? null }),
    save: async (values, existing) => {
      const saved = await api.saveBundle({
        ...(existing ?? {}),
        title: String(values.title).trim(),
        description: String(values.description ?? '').trim() || null,
        image: (values.image as string | null) || null,
      });
      // The dashboard palette lists bundles by title.
      onSaved();
      return saved;
    },
  };
}
