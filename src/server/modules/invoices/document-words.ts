// What the documents print, in the order's language: kept in the code beside them, as the order
// mails keep theirs (lifecycle-mails.ts), so the storefront's strings sent to browsers stay as
// they are. The type makes a missing Russian or Arabic word a compile error.
import type { Locale } from "../../../domain/locales.ts";

/** A number or code inside a sentence keeps its own order (Unicode FSI ... PDI): "2026-000001" after Arabic words is not read as two numbers. */
const isolate = (text: string) => `\u2068${text}\u2069`;

export interface DocumentWords {
  invoice: string;
  creditNote: string;
  packingSlip: string;
  number: string;
  date: string;
  order: string;
  taxNumber: string;
  registration: string;
  billTo: string;
  shipTo: string;
  shippingMethod: string;
  item: string;
  partNumber: string;
  origin: string;
  hsCode: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  shipping: string;
  tax: string;
  /** A code's or promotion's line: "Discount". */
  discount: string;
  /** Before a tax that is in the prices: "Includes VAT (19%)". */
  includes: string;
  total: string;
  refunded: string;
  amountsIn: (currency: string) => string;
  creditsInvoice: (invoiceNumber: string) => string;
  reason: string;
  customs: string;
  page: (page: number, pages: number) => string;
}

export const DOCUMENT_WORDS: Record<Locale, DocumentWords> = {
  en: {
    invoice: "Tax invoice",
    creditNote: "Credit note",
    packingSlip: "Packing slip",
    number: "Number",
    date: "Date",
    order: "Order",
    taxNumber: "Tax number",
    registration: "Registration",
    billTo: "Bill to",
    shipTo: "Ship to",
    shippingMethod: "Shipping method",
    item: "Item",
    partNumber: "Part number",
    origin: "Origin",
    hsCode: "HS code",
    quantity: "Qty",
    unitPrice: "Unit price",
    lineTotal: "Amount",
    subtotal: "Subtotal",
    shipping: "Shipping",
    tax: "Tax",
    discount: "Discount",
    includes: "Includes",
    total: "Total",
    refunded: "Total refunded",
    amountsIn: (currency) => `Amounts in ${currency}.`,
    creditsInvoice: (invoiceNumber) => `Credits invoice ${invoiceNumber}.`,
    reason: "Reason",
    customs: "Goods exported: each line shows its country of origin and HS tariff code.",
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  ru: {
    invoice: "Счёт-фактура",
    creditNote: "Кредит-нота",
    packingSlip: "Упаковочный лист",
    number: "Номер",
    date: "Дата",
    order: "Заказ",
    taxNumber: "Налоговый номер",
    registration: "Регистрационный номер",
    billTo: "Плательщик",
    shipTo: "Получатель",
    shippingMethod: "Способ доставки",
    item: "Товар",
    partNumber: "Артикул",
    origin: "Страна происхождения",
    hsCode: "Код ТН ВЭД (HS)",
    quantity: "Кол-во",
    unitPrice: "Цена",
    lineTotal: "Сумма",
    subtotal: "Товары",
    shipping: "Доставка",
    tax: "Налог",
    discount: "Скидка",
    includes: "В том числе",
    total: "Итого",
    refunded: "Итого возвращено",
    amountsIn: (currency) => `Суммы указаны в ${currency}.`,
    creditsInvoice: (invoiceNumber) => `К счёту-фактуре ${invoiceNumber}.`,
    reason: "Причина",
    customs: "Товары вывозятся из страны: для каждой позиции указаны страна происхождения и код ТН ВЭД (HS).",
    page: (page, pages) => `Страница ${page} из ${pages}`,
  },
  ar: {
    invoice: "فاتورة ضريبية",
    creditNote: "إشعار دائن",
    packingSlip: "قائمة التعبئة",
    number: "الرقم",
    date: "التاريخ",
    order: "الطلب",
    taxNumber: "الرقم الضريبي",
    registration: "رقم السجل التجاري",
    billTo: "فاتورة إلى",
    shipTo: "الشحن إلى",
    shippingMethod: "طريقة الشحن",
    item: "الصنف",
    partNumber: "رقم القطعة",
    origin: "بلد المنشأ",
    hsCode: "رمز النظام المنسق",
    quantity: "الكمية",
    unitPrice: "سعر الوحدة",
    lineTotal: "المبلغ",
    subtotal: "المجموع الفرعي",
    shipping: "الشحن",
    tax: "الضريبة",
    discount: "خصم",
    includes: "يشمل",
    total: "الإجمالي",
    refunded: "إجمالي المبلغ المسترد",
    amountsIn: (currency) => `المبالغ بعملة ${isolate(currency)}.`,
    creditsInvoice: (invoiceNumber) => `عن الفاتورة رقم ${isolate(invoiceNumber)}.`,
    reason: "السبب",
    customs: "بضائع مصدّرة: يُذكر لكل صنف بلد منشئه ورمزه في النظام المنسق.",
    page: (page, pages) => `الصفحة ${isolate(String(page))} من ${isolate(String(pages))}`,
  },
};
