import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useMe } from "@/features/auth/api/get-me";
import { usePublicConfig } from "@/features/auth/api/get-public-config";
import { ContactDetails } from "@/features/support/components/contact-details";
import { ContactForm } from "@/features/support/components/contact-form";
import { FaqList } from "@/features/support/components/faq-list";
import { Resources } from "@/features/support/components/resources";

const TABS = ["faq", "resources", "contact"] as const;
type Tab = (typeof TABS)[number];

export function SupportPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const config = usePublicConfig();
  const supportEmail = config.data?.supportEmail ?? "support@buildr.ai";
  const supportPhone = config.data?.supportPhone ?? null;
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "faq";

  return (
    <section className="mx-auto grid max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t("pages.support.title")}</h1>
        <p className="text-muted-foreground">{t("workspace.support.subtitle")}</p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === "faq" ? {} : { tab: value }, { replace: true })}
        className="grid gap-6"
      >
        <TabsList className="h-auto w-full flex-wrap sm:w-auto sm:justify-self-start">
          {TABS.map((key) => (
            <TabsTrigger key={key} value={key} className="min-h-8 whitespace-nowrap">
              {t(`workspace.support.tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="faq" className="focus-visible:outline-none">
          <FaqList />
        </TabsContent>
        <TabsContent value="resources" className="focus-visible:outline-none">
          <Resources />
        </TabsContent>
        <TabsContent value="contact" className="focus-visible:outline-none">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card>
              <CardHeader>
                <CardTitle>{t("workspace.support.contact.title")}</CardTitle>
                {/* The reply target the server will apply (paid plans and VIPs are answered first). */}
                <CardDescription>
                  {me && (me.isPaid || me.role === "vip")
                    ? t("site.support.priority")
                    : t("site.support.standard")}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ContactForm name={me?.name ?? ""} email={me?.email ?? ""} />
              </CardContent>
            </Card>
            <div className="grid content-start">
              <ContactDetails email={supportEmail} phone={supportPhone} />
            </div>
          </div>
        </TabsContent>
      </Tabs>
    </section>
  );
}
