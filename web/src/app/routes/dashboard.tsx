import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '#shared/messages';
import { canUseGoal, canUseStyle, isPremium } from '#shared/plans';
import type { ChatSummary } from '#shared/schemas/chat';
import { ageGroupOf } from '#shared/safety';
import { PageStatus } from '@/components/page-status';
import { adoptProfilePreferences } from '@/lib/preferences';
import { useUser } from '@/lib/auth/get-user';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { NewSessionWizard } from '@/features/chat/components/new-session-wizard';
import { SearchDialog, useSessionSearch, type SearchChoice } from '@/features/chat/components/search-dialog';
import { SessionMenu } from '@/features/chat/components/session-menu';
import { sessionTitle } from '@/features/chat/sessions';
import { isCrisisChat } from '@/features/chat/conversation-state';
import { useChatSessions } from '@/features/chat/use-chat-sessions';
import { DashboardNav } from '@/features/dashboard/components/dashboard-nav';
import { GuardianConsentBanner } from '@/features/guardian/components/consent-banner';
import { CoachHoursNotice } from '@/features/guardian/components/coach-hours-notice';
import { SosAndLogout } from '@/features/dashboard/components/logout-button';
import { useLogout } from '@/lib/auth/use-logout';
import { UserDetailsError } from '@/features/dashboard/components/user-details-error';
import { DashboardLayout } from '@/features/dashboard/dashboard-layout';
import { currentPlan } from '@/features/dashboard/plan';
import { useSidebar } from '@/features/dashboard/use-sidebar';
import { ReportTopicsDialog } from '@/features/insights/components/report-topics-dialog';
import { PlanPopups } from '@/features/plans/components/plan-popups';
import { usePlans } from '@/lib/plans/plans-context';
import { PlansProvider } from '@/features/plans/plans-provider';
import { CheckInNudge } from '@/features/check-in-nudge/components/check-in-nudge';
import { useCheckIn } from '@/features/safety/api/get-check-in';
import { CheckInCard } from '@/features/safety/components/check-in-card';
import { SafetyGateDialog } from '@/features/safety/components/safety-gate-dialog';
import { safetyGate } from '@/features/safety/safety-gate';
import { useDisclosure } from '@/features/safety/use-disclosure';
import type { StartSessionState } from '@/paths';
import { MenuAccount } from '../menu-account';

/**
 * The signed-in home (spec section 2). The subscription status starts loading as soon as the
 * dashboard opens, beside the user's details.
 */
export default function DashboardRoute() {
  return (
    <PlansProvider>
      <Dashboard />
    </PlansProvider>
  );
}

/**
 * The side menu with plan, sessions, promo, the user and Settings; the chat with Skye in the main
 * area; the goal and style wizard; Logout in the top bar. The sessions and the open chat load
 * alongside the user's details. SOS sits in the top bar, and the safety popups (crisis screen, age
 * question, AI disclosure) come before anything else, then the plan popups.
 */
function Dashboard() {
  const user = useUser();
  const plans = usePlans();
  const logout = useLogout();
  const sidebar = useSidebar();
  const { setData: setUser } = user;
  const disclosure = useDisclosure(user.data, (disclosureSeenAt) => setUser((details) => ({ ...details, disclosureSeenAt })));
  const { chats, conversation, removed, rename, deleteAll, crisisAcknowledged } = useChatSessions((requirement) => {
    // The API refused a chat: ask again what it needs, even if this page thought it was done.
    if (requirement === 'disclosure') disclosure.require();
    else setUser((details) => ({ ...details, ageConfirmation: undefined }));
  });
  const [wizardOpen, setWizardOpen] = useState(false);
  // "Search sessions": the side menu's button opens it; so may a keyboard shortcut (search.open).
  const search = useSessionSearch();
  // Set once Google is linked in Settings, so the popup shows "Account Linked" without a reload.
  const [linkedGoogle, setLinkedGoogle] = useState(false);
  const [reportFor, setReportFor] = useState<ChatSummary | null>(null);
  // Early detection: on every plan, after the safety gate's popups.
  const checkIn = useCheckIn();
  const [checkInDone, setCheckInDone] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const startSession = (location.state as Partial<StartSessionState> | null)?.startSession;

  // A recommendation on the Insights page opens a draft with its goal and style; the state is then
  // dropped, so a reload or Back does not start it again.
  useEffect(() => {
    if (!startSession) return;
    conversation.startDraft(startSession);
    void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival with the state; conversation is a new object each render
  }, [startSession]);

  // The choices saved on the profile follow the user to this device (spec sections 2 and 3).
  useEffect(() => {
    if (user.status === 'success') adoptProfilePreferences(user.data.preferences);
  }, [user.status, user.data]);

  if (user.status === 'pending') return <PageStatus>Loading your dashboard…</PageStatus>;
  if (user.status === 'error') {
    return <UserDetailsError page="Dashboard" heading="Your dashboard" error={user.error} onRetry={user.refetch} logout={logout} />;
  }

  const details = { ...user.data, provider: linkedGoogle ? ('Google' as const) : user.data.provider };
  const plan = currentPlan(plans.plan, details.plan);
  const { state } = conversation;
  const chatTitle = state.chat ? sessionTitle(state.chat) : state.draft ? messages.dashboard.untitled : null;
  const sessionList = chats.status === 'success' ? chats.data : [];
  const gate = safetyGate({
    user: details,
    openCrisisChatId: state.crisisScreen ? state.chatId : null,
    openCrisisHelp: state.messages.findLast((message) => message.safety === 'c' && message.help)?.help,
    openChatId: state.chatId,
    chats: sessionList,
    disclosureDue: disclosure.due,
  });
  const checkInCard = checkIn.status === 'success' && !checkInDone ? checkIn.data : null;
  // No price beside a crisis (docs/safety.md): a flagged chat gets no promo, upgrade or plan popup.
  const crisis = isCrisisChat(state);
  const openPlans = crisis ? undefined : plans.openPlans;

  return (
    <DashboardLayout
      sidebar={sidebar}
      plan={plan}
      crisis={crisis}
      menu={
        <>
          <DashboardNav current="chat" isGuardian={details.isGuardian === true} />
          <SessionMenu
            status={chats.status}
            chats={sessionList}
            currentId={state.chatId}
            onReload={chats.refetch}
            onNewSession={() => setWizardOpen(true)}
            onSelect={(chatId) => {
              sidebar.closeIfOverlay();
              conversation.open(chatId);
            }}
            onDeleted={removed}
            onRename={rename}
            onReport={isPremium(plan) ? setReportFor : openPlans && (() => openPlans())}
            onSearch={search.open}
          />
        </>
      }
      menuFooter={<MenuAccount user={details} onGoogleLinked={() => setLinkedGoogle(true)} onDeleteAllChats={deleteAll} />}
      title={chatTitle}
      actions={<SosAndLogout logout={logout} />}
      popups={
        <>
          {gate ? (
            <SafetyGateDialog
              gate={gate}
              onCrisisAcknowledged={crisisAcknowledged}
              onAgeConfirmed={(ageConfirmation) => setUser((current) => ({ ...current, ageConfirmation }))}
              disclosureReminder={disclosure.seenBefore}
              onDisclosureAcknowledged={disclosure.acknowledge}
              onLogout={logout.onLogout}
            />
          ) : checkInCard ? (
            <CheckInCard
              checkIn={checkInCard}
              onDone={() => setCheckInDone(true)}
              onTalk={(helped) => {
                setCheckInDone(true);
                sidebar.closeIfOverlay();
                if (helped && canUseGoal(plan, helped.goal) && canUseStyle(plan, helped.style)) conversation.startDraft(helped);
                else setWizardOpen(true);
              }}
            />
          ) : plans.checkout !== null || (plans.popup !== null && (!crisis || plans.popup.asked)) ? (
            <PlanPopups onCreateChat={() => setWizardOpen(true)} minor={ageGroupOf(details.ageConfirmation) === 'minor'} />
          ) : reportFor ? (
            <ReportTopicsDialog
              session={reportFor}
              onClose={() => setReportFor(null)}
              onUpgrade={() => {
                setReportFor(null);
                plans.openPlans();
              }}
            />
          ) : search.isOpen ? (
            <SearchDialog
              onClose={search.close}
              onChoose={({ chatId, focus }: SearchChoice) => {
                search.close();
                sidebar.closeIfOverlay();
                // Opens the session at the matching message, its words highlighted (use-conversation.ts).
                conversation.open(chatId, focus);
              }}
            />
          ) : wizardOpen ? (
            <NewSessionWizard
              plan={plan}
              onClose={() => setWizardOpen(false)}
              onUpgrade={
                openPlans &&
                (() => {
                  setWizardOpen(false);
                  openPlans();
                })
              }
              onStart={(choice) => {
                setWizardOpen(false);
                sidebar.closeIfOverlay();
                conversation.startDraft(choice);
              }}
            />
          ) : null}
        </>
      }
    >
      <title>Dashboard | Blue Guardian</title>
      <GuardianConsentBanner consent={details.guardianConsent} />
      <CoachHoursNotice controls={details.guardianControls} />
      <ChatPanel
        firstName={details.firstName}
        conversation={conversation}
        hasSessions={chats.status === 'success' ? sessionList.length > 0 : undefined}
        onStart={() => setWizardOpen(true)}
        premium={isPremium(plan)}
        voiceOff={details.guardianControls?.voice === false}
        onUpgrade={openPlans}
        // Ctrl/Cmd+K (use-chat-shortcuts.ts) opens the same search as the side menu's button.
        onSearch={search.open}
        // The check-in nudge waits while a safety popup or the early-detection card is open.
        homeNote={gate || checkInCard ? null : <CheckInNudge />}
      />
    </DashboardLayout>
  );
}
