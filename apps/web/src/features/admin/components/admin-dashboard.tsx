import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AddUserDialog } from "./add-user-dialog";
import { AuditLog } from "./audit-log";
import { ExportCsvButton } from "./export-csv-button";
import { GrantAccessCard } from "./grant-access-card";
import { HealthPanel } from "./health-panel";
import { InviteCard } from "./invite-card";
import { RecentEntitlements } from "./recent-entitlements";
import { SupportInbox } from "./support-inbox";
import { UsersTable } from "./users-table";
import { VipAccountsCard } from "./vip-accounts-card";

const TABS = ["users", "access", "support", "health", "audit"] as const;

/** The admin area (docs/product/screens.md#routes Admin Dashboard, docs/product/decisions.md#d-17): one page, one tab per job. */
export function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t("admin.title")}</h1>
          <p className="text-muted-foreground">{t("admin.subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton />
          <AddUserDialog />
        </div>
      </header>

      <aside className="flex items-start gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4 text-sm">
        <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p>
          <span className="font-semibold">{t("admin.info.title")}: </span>
          {t("admin.info.body")}
        </p>
      </aside>

      <Tabs defaultValue="users" className="grid gap-4">
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label={t("admin.tabs.label")} className="w-max min-w-full justify-start sm:min-w-0">
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="flex-none">
                {t(`admin.tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="users" className="focus-visible:outline-2 focus-visible:outline-ring">
          <UsersTable currentUserId={currentUserId} />
        </TabsContent>
        <TabsContent value="access" className="grid gap-4 lg:grid-cols-2">
          <div className="grid content-start gap-4">
            <GrantAccessCard />
            <InviteCard />
          </div>
          <div className="grid content-start gap-4">
            <VipAccountsCard />
            <RecentEntitlements />
          </div>
        </TabsContent>
        <TabsContent value="support">
          <SupportInbox />
        </TabsContent>
        <TabsContent value="health">
          <HealthPanel />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLog />
        </TabsContent>
      </Tabs>
    </section>
  );
}
