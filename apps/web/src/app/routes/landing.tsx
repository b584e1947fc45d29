import { OPEN_SIGN_UP_EVENT, SignUpTrigger } from "@/features/auth/components/sign-up-trigger";
import { FinalCall } from "@/features/landing/components/final-call";
import { GuestCoachSection } from "@/features/landing/components/guest-coach-section";
import { HowItWorks } from "@/features/landing/components/how-it-works";
import { LandingHero } from "@/features/landing/components/landing-hero";
import { WhyBuildr } from "@/features/landing/components/why-buildr";

/** Every "Start Free" and the guest coach's invitation open the sign-up dialog (docs/product/screens.md#routes, docs/product/decisions.md#d-21). */
function openSignUp() {
  window.dispatchEvent(new Event(OPEN_SIGN_UP_EVENT));
}

/** `/` (docs/product/index.md): hero with the demo, the guest coach, how it works, why, and a last call to start. */
export function LandingPage() {
  return (
    <>
      <LandingHero onStartFree={openSignUp} />
      <HowItWorks />
      <GuestCoachSection onCreateAccount={openSignUp} />
      <WhyBuildr />
      <FinalCall onStartFree={openSignUp} />
      <SignUpTrigger />
    </>
  );
}
