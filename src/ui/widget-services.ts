import type { Registry } from '@rjsf/utils';

/** What an upload returns: the id stored in the form data and, when the server gives one, a URL to preview it. */
export interface UploadedFile {
  fileId: string;
  url?: string;
}

/** Progress and cancellation of one upload. */
export interface UploadFileOptions {
  /** Called with 0-100 as the bytes go out. */
  onProgress?(percent: number): void;
  signal?: AbortSignal;
}

/**
 * Sends one checked (and, for large images, compressed) file to the server. Rejects on failure; the widget then
 * shows `validation.upload.failed` and stores nothing.
 */
export type UploadFile = (file: File, options?: UploadFileOptions) => Promise<UploadedFile>;

/** One choice of a remote list (car brands, models, mortgage banks, block codes). */
export interface RemoteOption {
  value: string | number;
  label: string;
  description?: string;
  /**
   * Values this choice knows for other fields, under names of the list's own (a building knows its `address`);
   * the field's `ui:options.fills` says which field of the form each goes into.
   */
  fills?: Record<string, string>;
}

/** What a remote list is asked for. */
export interface OptionsQuery {
  /** The value of the field named by `ui:options.dependsOn` (the chosen brand, for models). */
  dependsOn?: unknown;
  /** What the user typed in the search box, for lists searched on the server (`ui:options.remoteSearch`). */
  search?: string;
}

/** Loads the choices of `source` (the field's `ui:options.source`). Rejects on failure. */
export type LoadOptions = (source: string, query: OptionsQuery) => Promise<RemoteOption[]>;

/** Words of a label that open a text to read (the declaration, the policy terms), in the user's language. */
export interface TextLink {
  /** The words as they appear in the label (the first occurrence becomes the link). */
  phrase: string;
  open(): void;
  testId: string;
}

/**
 * The services the mobile widgets take from rjsf's `formContext`, beside `translate`. All optional: a widget
 * whose service is missing shows a localised "not available" state instead of failing.
 */
export interface WidgetServices {
  uploadFile?: UploadFile;
  loadOptions?: LoadOptions;
  /** A URL to preview a file stored earlier (a draft reopened), by its id. */
  fileUrl?(fileId: string): string | undefined;
  /** Words of a checkbox's label that open the text they name (the declaration's "policy terms" open the wording). */
  textLinks?: readonly TextLink[];
}

/** The widget services in the form's context, read defensively (any of them may be absent or not a function). */
export function widgetServices(registry: Registry): WidgetServices {
  const context = registry.formContext as Record<string, unknown> | undefined;
  if (!context || typeof context !== 'object') return {};
  const services: WidgetServices = {};
  if (typeof context.uploadFile === 'function') services.uploadFile = context.uploadFile as UploadFile;
  if (typeof context.loadOptions === 'function') services.loadOptions = context.loadOptions as LoadOptions;
  if (typeof context.fileUrl === 'function') services.fileUrl = context.fileUrl as (fileId: string) => string | undefined;
  if (Array.isArray(context.textLinks)) services.textLinks = context.textLinks as TextLink[];
  return services;
}
