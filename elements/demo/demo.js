// The demo page's one script (an external file: the site's CSP allows no inline script). It picks
// the next performance that has tickets for the booking widget and switches the page's language.
/* global document, fetch */

const widget = document.querySelector("#demo-widget");
const status = document.querySelector("#booking-status");

const hasTickets = (event) =>
  event.id_jet && (event.seat_groups ?? []).some((group) => group.status === "1" && group.prices.some((price) => Number(price.price) > 0));

async function pickEvent() {
  try {
    const response = await fetch("/de/api/events/?page_size=10", { headers: { Accept: "application/json" } });
    const body = await response.json();
    const event = (body.results ?? []).find(hasTickets);
    if (event) {
      widget.setAttribute("event-id", String(event.id));
      status.hidden = true;
      return;
    }
  } catch {
    // Shown below.
  }
  status.querySelector('[data-lang="de"]').textContent = "Gerade gibt es keine Vorstellung mit Karten.";
  status.querySelector('[data-lang="en"]').textContent = "There is no performance with tickets just now.";
}

function switchLanguage(lang) {
  document.documentElement.lang = lang;
  document.title = lang === "de" ? "Web-Komponenten – Staatstheater Kulisse" : "Web components – Kulisse State Theatre";
  for (const node of document.querySelectorAll("[data-lang]")) node.hidden = node.dataset.lang !== lang;
  for (const button of document.querySelectorAll("[data-switch-lang]")) button.setAttribute("aria-pressed", String(button.dataset.switchLang === lang));
  for (const element of document.querySelectorAll("kulisse-booking-widget, kulisse-opening-hours, kulisse-cart-counter")) element.setAttribute("lang", lang);
}

for (const button of document.querySelectorAll("[data-switch-lang]")) {
  button.addEventListener("click", () => switchLanguage(button.dataset.switchLang));
}

void pickEvent();
