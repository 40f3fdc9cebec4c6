import { invitationMessages } from '@sanza/contracts/constants';
import { Inbox, Send } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { type TabItem, Tabs } from '../../../components/ui/tabs.tsx';
import type { InvitationBox } from '../api.ts';
import { paramOfTab, TAB_PARAM, tabFromParam } from '../rules.ts';
import { invitationTexts } from '../texts.ts';
import { InvitationList } from './invitation-list.tsx';
import { UnverifiedEmailNotice } from './unverified-email-notice.tsx';

const TABS: readonly TabItem<InvitationBox>[] = [
  {
    value: 'received',
    label: invitationMessages.received,
    icon: <Inbox aria-hidden="true" className="size-4" />,
  },
  { value: 'sent', label: invitationMessages.sentTab, icon: <Send aria-hidden="true" className="size-4" /> },
];

/**
 * The selected tab, kept in the address (`?onglet=envoyees`). Each change is a new history entry, so the back
 * button returns to the previous tab, and a shared or reloaded link opens the same one.
 */
function useSelectedTab(): [InvitationBox, (box: InvitationBox) => void] {
  const [params, setParams] = useSearchParams();
  const selected = tabFromParam(params.get(TAB_PARAM));
  const select = (box: InvitationBox) => {
    if (box === selected) return;
    const next = new URLSearchParams(params);
    const value = paramOfTab(box);
    if (value) next.set(TAB_PARAM, value);
    else next.delete(TAB_PARAM);
    setParams(next, { preventScrollReset: true });
  };
  return [selected, select];
}

/**
 * The invitations page: tabs 'Reçues' and 'Envoyées' ('Reçues' says so while the address awaits
 * its confirmation). Only the open tab's list is downloaded; a list
 * seen once stays in cache, so going back to it is instant.
 */
export function InvitationsView() {
  const titleId = useId();
  const [selected, select] = useSelectedTab();

  return (
    <div className="space-y-5">
      <h1 id={titleId} className="text-3xl font-extrabold tracking-tight">
        {invitationTexts.title}
      </h1>
      <Tabs labelledBy={titleId} tabs={TABS} selected={selected} onSelect={select}>
        {selected === 'received' && <UnverifiedEmailNotice />}
        <InvitationList key={selected} box={selected} />
      </Tabs>
    </div>
  );
}
