/** A shop as every row and card names it: its colour and its name. */
export function ShopNameTag({ name, colour }: { name: string; colour: string }) {
  return (
    <span className="shop-name-tag" data-testid="shop-name-tag">
      <span className="shop-name-tag-dot" style={{ background: colour }} aria-hidden="true" />
      {name}
    </span>
  );
}
