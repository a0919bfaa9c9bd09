// The cart page's route id: the webshop layout reads the cart page's data by it (the count it shows).
// Its own file, so the route table names it without loading the cart page.
export const CART_ROUTE_ID = "webshop-cart";
