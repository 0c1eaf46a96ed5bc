import {
  STORY_IMAGE_MAX_BYTES,
  STORY_VIDEO_MAX_BYTES,
  storyAcceptFilter,
  storyFieldsSchema,
  storyMessages,
  type StoryMediaType,
} from '@apogee/contracts/stories';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField, FormMessage, TextAreaField } from '@/components/ui/form-field/FormField';
import { ApiRequestError, type FieldMessages } from '@/lib/api/api-error';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { validateForm } from '@/lib/forms/validate-form';
import { createStory as createStoryRequest } from '../api/create-story';

export interface CreateStoryFormProps {
  /** The call that uploads the story; stories pass a stand-in. */
  createStory?: typeof createStoryRequest;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The service's reason (too large, not a video, daily limit…), else one clear text. */
function failureText(error: unknown): string {
  return error instanceof ApiRequestError && error.message ? error.message : storyMessages.failed;
}

/** The picked file as the reader will see it, before it is sent. */
function FilePreview({ file, mediaType }: { file: PickedFile; mediaType: StoryMediaType }) {
  return (
    <figure className="story-form__preview">
      {mediaType === 'video' ? (
        <video src={file.url} controls muted playsInline aria-label="Preview of the chosen video" />
      ) : (
        <img src={file.url} alt="Preview of the chosen picture" />
      )}
      <figcaption>{file.file.name}</figcaption>
    </figure>
  );
}

/** The chosen file and an object URL for its preview (revoked when replaced or left). */
interface PickedFile {
  file: File;
  url: string;
}

/** "Add New Story" (docs/product/stories.md): the story goes to the editors as a draft. */
export function CreateStoryForm({ createStory = createStoryRequest }: CreateStoryFormProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [mediaType, setMediaType] = useState<StoryMediaType>('image');
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const file = picked?.file ?? null;
  const [errors, setErrors] = useState<FieldMessages>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const fileInput = useRef<HTMLInputElement>(null);

  function setFile(next: File | null) {
    setPicked(next ? { file: next, url: URL.createObjectURL(next) } : null);
  }

  // A replaced file's preview, and the last one when the page is left, free their memory.
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  function chooseFile(next: File | null) {
    setFile(next);
    setErrors(({ file: _dropped, ...rest }) => rest);
    if (!next) return;
    const limit = mediaType === 'video' ? STORY_VIDEO_MAX_BYTES : STORY_IMAGE_MAX_BYTES;
    if (next.size > limit)
      setErrors((current) => ({
        ...current,
        file: mediaType === 'video' ? storyMessages.videoTooLarge : storyMessages.imageTooLarge,
      }));
  }

  function reset() {
    setTitle('');
    setDescription('');
    setMediaType('image');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const check = validateForm(storyFieldsSchema, { title, description, mediaType });
    const found: FieldMessages = check.ok ? {} : { ...check.errors };
    if (!file) found.file = storyMessages.fileRequired;
    else if (errors.file) found.file = errors.file;
    if (!check.ok || Object.keys(found).length) {
      setErrors(found);
      if (found.file === storyMessages.fileRequired)
        setOutcome({ tone: 'error', text: storyMessages.fileRequired });
      return;
    }
    if (!file) return;
    setErrors({});
    setSending(true);
    try {
      const { message } = await createStory({ ...check.data, file });
      reset();
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fields);
      setOutcome({ tone: 'error', text: failureText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="story-form" onSubmit={submit} noValidate aria-labelledby="story-form-title">
      <h1 id="story-form-title" className="page-title">
        Add New Story
      </h1>
      <p className="story-form__intro">
        Share a picture or a short video. An editor reviews every story before it appears on the
        site.
      </p>
      {/* Disabled until the page is interactive: an earlier pick or typing would be lost. */}
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <FormField
          label="Title"
          name="title"
          required
          maxLength={200}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label="Description"
          name="description"
          required
          maxLength={1000}
          rows={4}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="form-field">
          <label htmlFor="story-media-type" className="form-field__label">
            Media type
          </label>
          <select
            id="story-media-type"
            name="mediaType"
            className="form-field__input"
            value={mediaType}
            onChange={(event) => {
              setMediaType(event.target.value as StoryMediaType);
              // A picked file of the other type no longer fits the filter.
              setFile(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            <option value="image">Image</option>
            <option value="video">Video</option>
          </select>
        </div>
        <div className={errors.file ? 'form-field form-field--invalid' : 'form-field'}>
          <label htmlFor="story-file" className="form-field__label">
            {mediaType === 'video'
              ? 'Video file (MP4 or WebM, up to 100 MB)'
              : 'Image file (up to 10 MB)'}
          </label>
          <input
            id="story-file"
            ref={fileInput}
            name="file"
            type="file"
            required
            className="form-field__input"
            accept={storyAcceptFilter[mediaType]}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? 'story-file-error' : undefined}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          {errors.file ? (
            <p id="story-file-error" className="form-field__error">
              {errors.file}
            </p>
          ) : null}
        </div>
        {picked ? <FilePreview file={picked} mediaType={mediaType} /> : null}
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
        <Button type="submit" disabled={sending}>
          {sending ? 'Uploading...' : 'Create Story'}
        </Button>
      </fieldset>
    </form>
  );
}
