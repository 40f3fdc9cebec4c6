import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EditorialKind,
  type ModerationKind,
  patchPriority,
  postFeatured,
  postModeration,
} from './moderation-api.ts';
import { staffKeys } from './moderation-queries.ts';

/** Hides (with a reason) or shows again an event or a song; the hidden list and the searches are asked again. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      kind: ModerationKind;
      ref: string | number;
      body: { hidden: true; reason: string } | { hidden: false };
    }) => postModeration(input.kind, input.ref, input.body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.hidden() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.searches() }),
      ]),
  });
}

/** Sets an event's priority on the home panel; the list of events is asked again. */
export function useSetPriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { serialId: string; priority: number }) =>
      patchPriority(input.serialId, input.priority),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.events() }),
  });
}

/** Puts an album or a playlist among the editors' picks, or takes it out. */
export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: EditorialKind; id: number; featured: boolean }) =>
      postFeatured(input.kind, input.id, input.featured),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.featured() }),
  });
}
