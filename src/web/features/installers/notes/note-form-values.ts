import type { NOTE_PRIORITIES, NOTE_TYPES } from '@/shared/installers/catalogue';
import { parseTagsText } from '../shared/installer-form-values';

export type NoteFormValues = {
  title: string;
  content: string;
  type: (typeof NOTE_TYPES)[number];
  priority: (typeof NOTE_PRIORITIES)[number];
  isPrivate: boolean;
  tagsText: string;
  reminderDate: string;
};

export const EMPTY_NOTE_FORM: NoteFormValues = {
  title: '',
  content: '',
  type: 'general',
  priority: 'medium',
  isPrivate: false,
  tagsText: '',
  reminderDate: '',
};

type NoteSource = Omit<NoteFormValues, 'tagsText' | 'reminderDate'> & {
  tags: readonly string[];
  reminderDate: string | null;
};

export function toNoteFormValues(note: NoteSource): NoteFormValues {
  return {
    title: note.title,
    content: note.content,
    type: note.type,
    priority: note.priority,
    isPrivate: note.isPrivate,
    tagsText: note.tags.join(', '),
    reminderDate: note.reminderDate ?? '',
  };
}

export type NotePayload = Omit<NoteFormValues, 'tagsText'> & { tags: string[] };

/**
 * The note to save, or null when the title or content is blank after trimming:
 * the spec ignores such a submit silently, so there is nothing to show.
 */
export function buildNotePayload(values: NoteFormValues): NotePayload | null {
  const title = values.title.trim();
  const content = values.content.trim();
  if (title === '' || content === '') return null;
  const { tagsText, ...rest } = values;
  return { ...rest, title, content, tags: parseTagsText(tagsText) };
}
