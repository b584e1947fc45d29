import { Link } from "@/lib/navigation";

export function Logo({ to = "/" }: { to?: string }) {
  return (
    // Never wraps ("Buildr / AI") beside the PRO badge on a phone.
    <Link
      to={to}
      className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md font-bold tracking-tight"
    >
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-lg bg-primary text-sm font-black text-primary-foreground"
      >
        B
      </span>
      <span className="text-lg">Buildr AI</span>
    </Link>
  );
}
