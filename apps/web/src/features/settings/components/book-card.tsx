import {
  type AgentBook,
  BOOK_CARRIER_NAMES,
  BOOK_CARRIER_PRODUCTS,
  BOOK_STATE_CODES,
  type BookCarrier,
  OTHER_CARRIER,
  PRODUCT_IDS,
  READY_TO_SELL_PRODUCTS,
} from "@buildr/contracts";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError } from "@/lib/api-client";
import { useSaveBook } from "../api/book";

/** One appointment as the form edits it: the level as a percentage in text. */
interface Row {
  key: number;
  carrier: string;
  otherName: string;
  products: string[];
  level: string;
  levelName: string;
  readyToSell: number[];
}

let nextKey = 1;

function toRow(c: BookCarrier): Row {
  return {
    key: nextKey++,
    carrier: c.carrier,
    otherName: c.otherName ?? "",
    products: [...c.products],
    level: c.contractLevel === undefined ? "" : String(Math.round(c.contractLevel * 100)),
    levelName: c.levelName ?? "",
    readyToSell: [...(c.readyToSell ?? [])],
  };
}

function toCarrier(row: Row): BookCarrier {
  const level = row.level.trim() === "" ? undefined : Number(row.level) / 100;
  return {
    carrier: row.carrier,
    ...(row.carrier === OTHER_CARRIER ? { otherName: row.otherName } : {}),
    products: row.products as BookCarrier["products"],
    ...(level === undefined ? {} : { contractLevel: level }),
    ...(row.levelName.trim() ? { levelName: row.levelName.trim() } : {}),
    ...(row.readyToSell.length > 0 ? { readyToSell: row.readyToSell } : {}),
  };
}

/**
 * My book: the states the agent is licensed in and the carriers they are appointed with (products,
 * contract level, ready to sell by plan year). The server validates; its message names the field.
 */
export function BookCard({ book }: { book: AgentBook | null }) {
  const { t } = useTranslation();
  const save = useSaveBook();
  const [states, setStates] = useState<string[]>(book?.licensedStates ?? []);
  const [rows, setRows] = useState<Row[]>(() => (book?.carriers ?? []).map(toRow));
  const [error, setError] = useState<string | null>(null);
  const year = new Date().getFullYear();
  // Plan years an agent certifies for: this year's and next (certification opens in the summer).
  const planYears = [year, year + 1];

  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ licensedStates: states, carriers: rows.map(toCarrier) });
      toast.success(t("book.card.saved"));
    } catch (e) {
      setError(e instanceof ApiError && e.status === 400 ? e.message : t("book.card.failed"));
    }
  }

  return (
    <Card id="book">
      <CardHeader>
        <CardTitle>{t("book.card.title")}</CardTitle>
        <CardDescription>{t("book.card.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField
            id="book-states"
            label={t("book.card.states")}
            hint={
              <>
                <span className="block font-medium text-foreground">
                  {states.length > 0
                    ? t("book.card.statesChosen", { states: states.join(", ") })
                    : t("book.card.statesNone")}
                </span>
                {t("book.card.statesHint")}
              </>
            }
          >
            <select
              id="book-states"
              multiple
              size={6}
              aria-describedby="book-states-message"
              value={states}
              onChange={(e) => setStates([...e.target.selectedOptions].map((o) => o.value))}
              className="w-full rounded-md border bg-background p-1 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              {BOOK_STATE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </FormField>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t("book.card.carriers")}</legend>
            {rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("book.card.noCarriers")}</p>
            ) : null}
            {rows.map((row, i) => {
              const id = `book-carrier-${row.key}`;
              const name = row.carrier === OTHER_CARRIER ? row.otherName : row.carrier;
              const rts = row.products.some((p) => (READY_TO_SELL_PRODUCTS as readonly string[]).includes(p));
              return (
                <div key={row.key} className="grid gap-3 rounded-lg border p-3">
                  <div className="grid gap-3 sm:grid-cols-2">
                    <FormField id={id} label={t("book.card.carrier")}>
                      <NativeSelect
                        id={id}
                        value={row.carrier}
                        onChange={(e) => {
                          const carrier = e.target.value;
                          // The products the engine knows the carrier for, as a start the agent adjusts.
                          const known = BOOK_CARRIER_PRODUCTS[carrier];
                          update(row.key, { carrier, products: known ? [...known] : row.products });
                        }}
                      >
                        {BOOK_CARRIER_NAMES.map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                        <option value={OTHER_CARRIER}>{t("book.card.otherOption")}</option>
                      </NativeSelect>
                    </FormField>
                    {row.carrier === OTHER_CARRIER ? (
                      <FormField id={`${id}-other`} label={t("book.card.otherName")}>
                        <Input
                          id={`${id}-other`}
                          value={row.otherName}
                          maxLength={80}
                          onChange={(e) => update(row.key, { otherName: e.target.value })}
                        />
                      </FormField>
                    ) : null}
                  </div>
                  <fieldset>
                    <legend className="mb-1 text-sm font-medium">{t("book.card.products")}</legend>
                    <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
                      {PRODUCT_IDS.map((product) => (
                        <label key={product} className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-primary"
                            checked={row.products.includes(product)}
                            onChange={(e) =>
                              update(row.key, {
                                products: e.target.checked
                                  ? [...row.products, product]
                                  : row.products.filter((p) => p !== product),
                              })
                            }
                          />
                          {t(`bundles.products.${product}`)}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <FormField
                      id={`${id}-level`}
                      label={t("book.card.level")}
                      hint={t("book.card.levelHint")}
                    >
                      <Input
                        id={`${id}-level`}
                        type="number"
                        inputMode="numeric"
                        min={10}
                        max={200}
                        step={1}
                        aria-describedby={`${id}-level-message`}
                        value={row.level}
                        onChange={(e) => update(row.key, { level: e.target.value })}
                      />
                    </FormField>
                    <FormField id={`${id}-level-name`} label={t("book.card.levelName")}>
                      <Input
                        id={`${id}-level-name`}
                        maxLength={40}
                        value={row.levelName}
                        onChange={(e) => update(row.key, { levelName: e.target.value })}
                      />
                    </FormField>
                  </div>
                  {rts ? (
                    <fieldset>
                      <legend className="mb-1 text-sm font-medium">{t("book.card.ready")}</legend>
                      <div className="flex flex-wrap gap-4">
                        {planYears.map((y) => (
                          <label key={y} className="flex items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="size-4 accent-primary"
                              checked={row.readyToSell.includes(y)}
                              onChange={(e) =>
                                update(row.key, {
                                  readyToSell: e.target.checked
                                    ? [...row.readyToSell, y].sort()
                                    : row.readyToSell.filter((x) => x !== y),
                                })
                              }
                            />
                            {t("book.card.readyYear", { year: y })}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  ) : null}
                  <div className="flex justify-end">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={t("book.card.removeLabel", { carrier: name || String(i + 1) })}
                      onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                    >
                      <Trash2 aria-hidden />
                      {t("book.card.remove")}
                    </Button>
                  </div>
                </div>
              );
            })}
            <div>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  const carrier = BOOK_CARRIER_NAMES[0]!;
                  setRows((all) => [
                    ...all,
                    {
                      key: nextKey++,
                      carrier,
                      otherName: "",
                      products: [...(BOOK_CARRIER_PRODUCTS[carrier] ?? [])],
                      level: "",
                      levelName: "",
                      readyToSell: [],
                    },
                  ]);
                }}
              >
                <Plus aria-hidden />
                {t("book.card.addCarrier")}
              </Button>
            </div>
          </fieldset>
          <p className="text-sm text-muted-foreground">{t("book.card.tpmo")}</p>
          {error ? (
            <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? t("book.card.saving") : t("book.card.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
