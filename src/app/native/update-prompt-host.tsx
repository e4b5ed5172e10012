import { UpdatePrompt } from '@/components/update-prompt';
import type { UpdatePromptState } from './update-prompt-state';

/** The shell's update prompt (its own chunk: most launches have nothing to show). */
export function UpdatePromptHost({ prompt }: { prompt: UpdatePromptState }) {
  return (
    <UpdatePrompt
      version={prompt.version}
      notes={prompt.notes}
      forced={prompt.forced}
      updating={prompt.updating}
      onUpdate={prompt.onUpdate}
      onLater={prompt.onLater}
    />
  );
}
