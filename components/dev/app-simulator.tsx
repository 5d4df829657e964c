'use client';

import { useState } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import type { ShareMessage } from '@/lib/webview/bridge';
import { AccountPanel, ChoiceGroup, LogPanel, PhoneFrame, SharePanel } from './simulator-panels';
import { useAppBridge, type Platform, type Pricing, type Scenario } from './use-app-bridge';
import { useDemoSession } from './use-demo-session';

const PLATFORMS: readonly Platform[] = ['ios', 'android'];
const SCENARIOS: readonly Scenario[] = ['success', 'cancelled', 'failed', 'loginRequired', 'alreadyPremium'];
const PRICINGS: readonly Pricing[] = ['krw', 'none'];

/**
 * /dev/app: plays the native app around any page of the site, so the buy → report path can be
 * walked in a desktop browser. Like the app it signs a user in (a demo account, created on first
 * use: useDemoSession), gives the page its token and answers its messages (useAppBridge), for the
 * platform and the store's answer chosen here.
 */
export function AppSimulator({ initialPath }: { initialPath: string }) {
  const t = useStrings('DevApp');
  const { session, auth, generation, switchTo, demoEmail } = useDemoSession();
  const [platform, setPlatform] = useState<Platform>('ios');
  const [scenario, setScenario] = useState<Scenario>('success');
  const [pricing, setPricing] = useState<Pricing>('krw');
  const [share, setShare] = useState<{ message: ShareMessage; at: number } | null>(null);
  const log = useAppBridge({ session, platform, scenario, pricing, onShare: (message) => setShare({ message, at: Date.now() }) });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <PhoneFrame initialPath={initialPath} auth={auth} reloadKey={generation} />
      <aside className="flex flex-col gap-6">
        <AccountPanel session={session} auth={auth} initialEmail={demoEmail} onSwitch={switchTo} />
        <ChoiceGroup legend={t('platform')} name="platform" options={PLATFORMS} value={platform} onChange={setPlatform} label={(value) => t(`platforms.${value}`)} />
        <ChoiceGroup legend={t('scenario')} name="scenario" options={SCENARIOS} value={scenario} onChange={setScenario} label={(value) => t(`scenarios.${value}`)} />
        <ChoiceGroup legend={t('pricing')} name="pricing" options={PRICINGS} value={pricing} onChange={setPricing} label={(value) => t(`pricings.${value}`)} />
        {share ? <SharePanel key={share.at} message={share.message} token={session?.token ?? null} /> : null}
        <LogPanel log={log} />
      </aside>
    </div>
  );
}
