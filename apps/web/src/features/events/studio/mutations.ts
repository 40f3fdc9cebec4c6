import type {
  DoorStaff,
  LineupRequest,
  StudioEvent,
  StudioEventCreate,
  StudioEventPatch,
} from '@sanza/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../queries.ts';
import {
  addDoorStaff,
  answerLineupRequest,
  changeEventStatus,
  createDoorSale,
  createStudioEvent,
  type DoorSaleBody,
  type LineupAnswer,
  removeDoorStaff,
  type StatusAction,
  updateStudioEvent,
  uploadCover,
} from './api.ts';
import { studioEventKeys } from './queries.ts';

/** The event's new state in its page's cache; the list (and the sales: a cancellation lists refunds) reload. */
function storeEvent(queryClient: QueryClient, event: StudioEvent) {
  queryClient.setQueryData(studioEventKeys.detail(event.serial_id), event);
  void queryClient.invalidateQueries({ queryKey: studioEventKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: studioEventKeys.sales(event.serial_id) });
  // The public pages show published events: whatever they cached of this one may have changed.
  void queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

export function useCreateStudioEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudioEventCreate) => createStudioEvent(body),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}

export function useUpdateStudioEvent(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudioEventPatch) => updateStudioEvent(serialId, body),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}

export function useChangeEventStatus(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StatusAction) => changeEventStatus(serialId, action),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}

export function useUploadCover(serialId: string, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCover(serialId, file, onProgress),
    onSuccess: (event) => storeEvent(queryClient, event),
  });
}

/** Confirms or declines a line-up request; the list shows its new status at once. */
export function useAnswerLineupRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: LineupAnswer }) => answerLineupRequest(id, answer),
    onSuccess: (request) => {
      queryClient.setQueryData<LineupRequest[]>(studioEventKeys.lineups(), (list) =>
        list?.map((item) => (item.id === request.id ? request : item)),
      );
      // The organizer's page of that event shows the answer (when the same account holds both roles).
      void queryClient.invalidateQueries({ queryKey: studioEventKeys.detail(request.event.serial_id) });
    },
  });
}

/** Names a door team member by username; the list shows them at once, sorted as the server sorts it. */
export function useAddDoorStaff(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => addDoorStaff(serialId, username),
    onSuccess: (member) => {
      queryClient.setQueryData<DoorStaff[]>(studioEventKeys.doorStaff(serialId), (list) =>
        list ? [...list.filter((m) => m.id !== member.id), member] : [member],
      );
      void queryClient.invalidateQueries({ queryKey: studioEventKeys.doorStaff(serialId) });
    },
  });
}

/** Takes a member off the door team; the list drops them at once. */
export function useRemoveDoorStaff(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeDoorStaff(serialId, userId),
    onSuccess: (_, userId) => {
      queryClient.setQueryData<DoorStaff[]>(studioEventKeys.doorStaff(serialId), (list) =>
        list?.filter((m) => m.id !== userId),
      );
    },
  });
}

/** A cash sale at the gate: the stock left (public page) and the organizer's sales then read again. */
export function useDoorSale(serialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DoorSaleBody) => createDoorSale(serialId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(serialId) });
      void queryClient.invalidateQueries({ queryKey: studioEventKeys.sales(serialId) });
      void queryClient.invalidateQueries({ queryKey: studioEventKeys.detail(serialId) });
    },
  });
}
