import type { ApiClient } from '../../api/index.js';
import type { LoadOptions, OptionsQuery, RemoteOption, UploadFile, WidgetServices } from '../../ui/widget-services.js';

/** A call that resolved false: the client has already told the user why. */
class ServiceCallFailed extends Error {
  override readonly name = 'ServiceCallFailed';
}

/** Each remote list a form may name in `ui:options.source`, and the gateway call that answers it. */
const optionSources: Record<string, (api: ApiClient, query: OptionsQuery) => Promise<{ items: { code: string; name: string; description?: string; address?: string }[] } | false>> = {
  carBrand: (api) => api.call('adapter.carBrandList'),
  carModel: (api, query) =>
    typeof query.dependsOn === 'string' && query.dependsOn !== ''
      ? api.call('adapter.carModelList', { brandCode: query.dependsOn })
      : Promise.resolve({ items: [] }),
  mortgageBank: (api) => api.call('adapter.mortgageList'),
  blockCode: (api, query) => api.call('adapter.queryBlockCode', query.search ? { keyword: query.search } : {}),
};

/** Reads a file as base64 (without the data-URL prefix), reporting progress as it reads. */
export function readBase64(file: File, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 50));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const text = String(reader.result ?? '');
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

/**
 * The services the form widgets take from rjsf's formContext, backed by the signed client. Created once per
 * client: rjsf compares functions by identity, so fresh closures on every render would be ignored.
 */
export function createFormServices(api: ApiClient): WidgetServices {
  const loadOptions: LoadOptions = async (source, query) => {
    const load = optionSources[source];
    if (!load) throw new Error(`Unknown option source ${source}`);
    const answer = await load(api, query);
    if (answer === false) throw new ServiceCallFailed(source);
    return answer.items.map((item): RemoteOption => ({
      value: item.code,
      label: item.name,
      ...(item.description ? { description: item.description } : {}),
      // A building's address, which the field's `ui:options.fills` may copy into the form's address field.
      ...(item.address ? { fills: { address: item.address } } : {}),
    }));
  };
  const uploadFile: UploadFile = async (file, options = {}) => {
    const content = await readBase64(file, options.onProgress);
    if (options.signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
    const stored = await api.call('plat.fileUpload', { name: file.name, type: file.type || 'application/octet-stream', content });
    if (stored === false) throw new ServiceCallFailed('plat.fileUpload');
    options.onProgress?.(100);
    return { fileId: stored.fileId };
  };
  return { loadOptions, uploadFile };
}
