// Error messages of the API in both languages. One place maps an error code to its
// HTTP status and its words (STYLE: errors).
import type { Locale } from '@eshop/domain/i18n';

export const ERRORS = {
  BAD_REQUEST: { status: 400, en_US: 'The request is not valid.', zh_CN: '请求无效。' },
  INVALID_FIELD: { status: 400, en_US: 'The value of “{field}” is not valid.', zh_CN: '“{field}”的值无效。' },
  BODY_TOO_LARGE: { status: 413, en_US: 'The request is too large.', zh_CN: '请求内容过大。' },
  NOT_FOUND: { status: 404, en_US: 'Not found.', zh_CN: '未找到。' },
  API_NOT_FOUND: { status: 404, en_US: 'There is no API call at this path.', zh_CN: '此路径没有对应的接口。' },
  ITEM_NOT_FOUND: { status: 404, en_US: 'This product does not exist.', zh_CN: '该商品不存在。' },
  // Recipes (docs/decisions/0018-recipes.md)
  RECIPE_NOT_FOUND: { status: 404, en_US: 'This recipe does not exist or is no longer published.', zh_CN: '该食谱不存在或已下架。' },
  SEGMENT_NOT_FOUND: { status: 404, en_US: 'This content does not exist.', zh_CN: '该内容不存在。' },
  // Accounts (docs/decisions/0007-accounts-and-sessions.md)
  NOT_SIGNED_IN: { status: 403, en_US: 'Please sign in first.', zh_CN: '请先登录。' },
  CROSS_SITE_REQUEST: { status: 403, en_US: 'This request came from another website and was refused. Please reload the page and try again.', zh_CN: '该请求来自其他网站，已被拒绝。请刷新页面后重试。' },
  EMAIL_TAKEN: { status: 409, en_US: 'An account with this email address already exists. Please sign in instead.', zh_CN: '该邮箱已注册，请直接登录。' },
  LOGIN_FAILED: { status: 400, en_US: 'The email address or the password is not correct.', zh_CN: '邮箱或密码不正确。' },
  CAPTCHA_REQUIRED: { status: 400, en_US: 'Please enter the verification code shown in the image.', zh_CN: '请输入图片中的验证码。' },
  CAPTCHA_INVALID: { status: 400, en_US: 'The verification code is not correct or has expired. Please enter the code of the new image.', zh_CN: '验证码错误或已过期，请输入新图片中的验证码。' },
  REGISTER_RATE_LIMITED: { status: 429, en_US: 'Too many new accounts were created from this network. Please try again in an hour.', zh_CN: '此网络创建的新账户过多，请一小时后再试。' },
  LOGIN_LOCKED: { status: 429, en_US: 'Too many failed sign-in attempts. Please try again in 15 minutes.', zh_CN: '登录失败次数过多，请15分钟后再试。' },
  ADDRESS_NOT_FOUND: { status: 404, en_US: 'This address does not exist.', zh_CN: '该地址不存在。' },
  ADDRESS_LIMIT: { status: 409, en_US: 'You can keep at most {max} addresses. Please delete one first.', zh_CN: '最多可保存{max}个地址，请先删除一个。' },
  OPT_OUT_CONFIRM: { status: 400, en_US: 'Cancelling your account cannot be undone: all your membership benefits and stars will be lost. Please confirm to continue.', zh_CN: '注销账户后无法恢复：您的所有会员权益和星星都将失去。请确认后继续。' },
  // QR sign-in (docs/decisions/0010)
  QR_NOT_FOUND: { status: 404, en_US: 'This QR code is not valid. Please show a new code on your computer.', zh_CN: '该二维码无效，请在电脑上刷新二维码。' },
  QR_EXPIRED: { status: 410, en_US: 'This QR code has expired or was already used. Please refresh the code on your computer and scan it again.', zh_CN: '该二维码已过期或已使用，请在电脑上刷新后重新扫描。' },
  QR_WECHAT_ONLY: { status: 403, en_US: 'Please scan the QR code with WeChat to sign in on your computer.', zh_CN: '请使用微信扫描二维码，在电脑上登录。' },
  QR_WECHAT_REQUIRED: { status: 400, en_US: 'WeChat did not tell us who you are. Please scan the QR code again.', zh_CN: '未能获取您的微信身份，请重新扫描二维码。' },
  QR_STATE_INVALID: { status: 400, en_US: 'This confirmation did not start on this phone. Please scan the QR code again.', zh_CN: '此确认请求并非由本手机发起，请重新扫描二维码。' },
  QR_WECHAT_FAILED: { status: 502, en_US: 'WeChat could not confirm who you are just now. Please scan the QR code again.', zh_CN: '微信暂时无法确认您的身份，请重新扫描二维码。' },
  QR_RATE_LIMITED: { status: 429, en_US: 'Too many QR sign-in requests from this device. Please wait 15 minutes and try again.', zh_CN: '此设备的扫码登录请求过于频繁，请15分钟后再试。' },
  // Password reset (docs/decisions/0010)
  RESET_RATE_LIMITED: { status: 429, en_US: 'Too many password reset attempts. Please wait 15 minutes and try again.', zh_CN: '重置密码的尝试过于频繁，请15分钟后再试。' },
  RESET_TOKEN_INVALID: { status: 400, en_US: 'This password reset link is invalid, has expired or has already been used. Please request a new link.', zh_CN: '该密码重置链接无效、已过期或已被使用，请重新申请。' },
  MAIL_UNAVAILABLE: { status: 503, en_US: 'We could not send the e-mail just now. Please try again in a few minutes.', zh_CN: '暂时无法发送邮件，请几分钟后再试。' },
  // Phone verification (docs/decisions/0010): SMS codes, CheckPhone, Transfer
  SMS_PURPOSE_INVALID: { status: 400, en_US: 'The purpose of the code must be verify-phone or transfer-phone.', zh_CN: '验证码用途必须是 verify-phone 或 transfer-phone。' },
  SMS_SEND_FAILED: { status: 502, en_US: 'Failed to send the verification code. Please try again later.', zh_CN: '短信发送失败，请稍后再试。' },
  SMS_WAIT: { status: 429, en_US: 'A code was just sent to this number. Please wait 60 seconds before requesting another one.', zh_CN: '验证码刚刚已发送到该号码，请等待60秒后再获取。' },
  SMS_RATE_LIMITED: { status: 429, en_US: 'Too many verification codes have been requested. Please wait an hour and try again.', zh_CN: '获取验证码过于频繁，请一小时后再试。' },
  SMS_CODE_INVALID: { status: 400, en_US: 'sms code error', zh_CN: '短信验证码错误' },
  SMS_CODE_EXPIRED: { status: 400, en_US: 'sms code error: the code has expired, was already used or was entered wrongly too often. Please request a new code.', zh_CN: '短信验证码错误：验证码已过期、已使用或输错次数过多，请重新获取。' },
  SMS_CODE_WRONG_PURPOSE: { status: 400, en_US: 'sms code error: this code was sent for another step (moving the number to this account), not for verifying it. Please request a new code here.', zh_CN: '短信验证码错误：该验证码用于其他操作（将手机号转移到此账户），不能用于验证手机号，请在此重新获取。' },
  SMS_CHECK_LIMITED: { status: 429, en_US: 'Too many verification attempts. Please wait an hour and try again.', zh_CN: '验证尝试次数过多，请一小时后再试。' },
  PHONE_TAKEN: { status: 409, en_US: 'This phone number has been used by another account, do you need to merge it with this account?', zh_CN: '该手机号已被其他账户使用，是否需要将其合并到当前账户？' },
  // Cart (docs/decisions/0011-cart.md)
  SKU_NOT_FOUND: { status: 404, en_US: 'This product option does not exist.', zh_CN: '该商品规格不存在。' },
  SOLD_OUT: { status: 409, en_US: 'This product is sold out.', zh_CN: '该商品已售罄。' },
  STOCK_INSUFFICIENT: { status: 409, en_US: 'Only {n} left of this product.', zh_CN: '该商品仅剩{n}件。' },
  CART_QUANTITY_LIMIT: { status: 409, en_US: 'You can buy at most {max} of one product at a time.', zh_CN: '每种商品每次最多购买{max}件。' },
  CART_FULL: { status: 409, en_US: 'Your cart can hold at most {max} different products. Please remove one first.', zh_CN: '购物车最多可放{max}种商品，请先移除一些。' },
  QUANTITY_INVALID: { status: 400, en_US: 'Please choose a quantity from 1 to 99.', zh_CN: '请选择1至99之间的数量。' },
  QUANTITY_INVALID_OR_ZERO: { status: 400, en_US: 'Please choose a quantity from 0 to 99 (0 removes the product).', zh_CN: '请选择0至99之间的数量（0表示移除该商品）。' },
  // Vouchers (docs/decisions/0014-vouchers.md); {reason} is voucherReasonText of the domain.
  VOUCHER_NOT_FOUND: { status: 404, en_US: 'This voucher does not exist.', zh_CN: '该优惠券不存在。' },
  VOUCHER_NOT_USABLE: { status: 409, en_US: 'This voucher cannot be used on this order: {reason}.', zh_CN: '该优惠券不能用于此订单：{reason}。' },
  VOUCHER_ONE_COUPON: { status: 409, en_US: 'Only one coupon per order. Please choose one.', zh_CN: '每单限用一张优惠券，请只选择一张。' },
  VOUCHER_DUPLICATE: { status: 400, en_US: 'The same voucher is listed twice. Please choose each voucher only once.', zh_CN: '同一张优惠券被重复选择，每张优惠券只能选择一次。' },
  // Checkout, orders and payment (docs/decisions/0012)
  CART_EMPTY: { status: 409, en_US: 'Your cart is empty. Please add products before checking out.', zh_CN: '您的购物车是空的，请先添加商品再结算。' },
  ADDRESS_REQUIRED: { status: 400, en_US: 'Please choose a delivery address.', zh_CN: '请选择收货地址。' },
  STORE_NOT_FOUND: { status: 400, en_US: 'Please choose a store for pickup.', zh_CN: '请选择自提门店。' },
  ORDER_STOCK_SHORT: { status: 409, en_US: 'Not enough stock for: {names}. Please change the quantities in your cart.', zh_CN: '以下商品库存不足：{names}。请修改购物车中的数量。' },
  REQUEST_ID_REQUIRED: { status: 400, en_US: 'The order form has expired. Please reload the checkout page.', zh_CN: '订单表单已过期，请刷新结算页面。' },
  // Buy now and the idempotency key (docs/decisions/0024-buy-now.md)
  BUY_NOW_STOCK_SHORT: { status: 409, en_US: 'Not enough stock for: {names}. Please choose a smaller quantity.', zh_CN: '以下商品库存不足：{names}。请减少购买数量。' },
  ORDER_REQUEST_REUSED: { status: 409, en_US: 'This request id was already used for another order. Please reload the checkout page and place the order again.', zh_CN: '此请求编号已用于另一笔订单。请刷新结算页面后重新下单。' },
  ORDER_NOT_FOUND: { status: 404, en_US: 'This order does not exist.', zh_CN: '该订单不存在。' },
  ORDER_TRANSITION_REFUSED: { status: 409, en_US: 'This order cannot be {action} now: it is {status}.', zh_CN: '该订单当前状态为“{status}”，无法{action}。' },
  ORDER_NOT_PAYABLE: { status: 409, en_US: 'This order cannot be paid: it is {status}.', zh_CN: '该订单当前状态为“{status}”，无法支付。' },
  ORDER_PAY_EXPIRED: { status: 409, en_US: 'The time to pay this order has passed, so it has been cancelled. Please order again.', zh_CN: '该订单已超过付款时间并已取消，请重新下单。' },
  PAYMENT_UNAVAILABLE: { status: 502, en_US: 'WeChat Pay could not be reached just now. Please try again in a moment.', zh_CN: '暂时无法连接微信支付，请稍后再试。' },
  WECHAT_REQUIRED: { status: 400, en_US: 'Please open this page in WeChat to pay with WeChat Pay, or pay by scanning the QR code.', zh_CN: '请在微信中打开此页面使用微信支付，或扫描二维码支付。' },
  // Paying inside WeChat without a WeChat binding, and cancelling unpaid orders (docs/decisions/0013)
  PAY_WECHAT_STATE_INVALID: { status: 400, en_US: 'This WeChat authorisation did not start on this page. Please tap Pay again.', zh_CN: '此次微信授权并非由本页面发起，请重新点击支付。' },
  PAY_WECHAT_FAILED: { status: 502, en_US: 'WeChat could not confirm who is paying just now. Please try again, or pay by QR code.', zh_CN: '微信暂时无法确认付款人身份，请重试，或使用二维码支付。' },
  ORDER_PAID_MEANWHILE: { status: 409, en_US: 'Your payment for this order has just arrived, so the order was not cancelled. If you no longer want it, you can still cancel it and the money will be refunded.', zh_CN: '您对该订单的付款刚刚到账，因此订单未被取消。如不再需要，您仍可取消订单，款项将原路退回。' },
  PAYMENT_CLOSE_FAILED: { status: 503, en_US: 'We could not reach WeChat Pay to stop the payment code of this order, so it has not been cancelled yet. Please try again in a moment.', zh_CN: '暂时无法连接微信支付以关闭该订单的付款码，订单尚未取消。请稍后再试。' },
  MESSAGE_LIMIT: { status: 429, en_US: 'Too many messages on this order. Please wait a moment or contact customer service.', zh_CN: '该订单的留言过多，请稍后再试或联系客服。' },
  COURIER_UNAVAILABLE: { status: 502, en_US: 'The courier could not take the order just now. Please try again.', zh_CN: '快递公司暂时无法接单，请重试。' },
  SHIPMENT_NO_TAKEN: { status: 409, en_US: 'This shipment number is already recorded for another order.', zh_CN: '该运单号已用于其他订单。' },
  STAFF_LOGIN_FAILED: { status: 401, en_US: 'Wrong username or password.', zh_CN: '用户名或密码错误。' },
  STAFF_ONLY: { status: 401, en_US: 'Staff sign-in required.', zh_CN: '需要员工登录。' },
  STAFF_ROLE_MISSING: { status: 403, en_US: 'Your role may not do this.', zh_CN: '您的角色无权执行此操作。' },
  // Loyalty and the tills' API (docs/decisions/0029-loyalty.md, docs/pos-api.md)
  STORE_ORDER_NOT_FOUND: { status: 404, en_US: 'This store purchase does not exist.', zh_CN: '该门店消费记录不存在。' },
  MEMBER_CODE_INVALID: { status: 400, en_US: 'This is not a member card code: please scan the card again or check the 12 digits.', zh_CN: '会员卡号无效：请重新扫描会员卡或核对12位数字。' },
  MEMBER_CODE_UNKNOWN: { status: 422, en_US: 'No member has this card code.', zh_CN: '没有会员使用此会员卡号。' },
  STORE_UNKNOWN: { status: 422, en_US: 'There is no store with this id.', zh_CN: '不存在此编号的门店。' },
  POS_TOTAL_MISMATCH: { status: 400, en_US: 'The total does not equal the sum of the lines.', zh_CN: '总金额与各行金额之和不符。' },
  POS_PAID_AT_FUTURE: { status: 400, en_US: 'The time of payment lies in the future.', zh_CN: '付款时间晚于当前时间。' },
  POS_UNAUTHORIZED: { status: 401, en_US: 'The till is not known or its signature does not match.', zh_CN: '收银终端未知或签名不匹配。' },
  POS_TIMESTAMP: { status: 401, en_US: 'The request time is more than 5 minutes away from the shop\'s clock.', zh_CN: '请求时间与服务器时间相差超过5分钟。' },
  POS_NONCE_REUSED: { status: 409, en_US: 'This nonce was already used by this till.', zh_CN: '该收银终端已使用过此随机数。' },
  STARS_ADJUST_REASON: { status: 400, en_US: 'Please give the reason for the adjustment.', zh_CN: '请填写调整原因。' },
  MEMBER_NOT_FOUND: { status: 404, en_US: 'This member does not exist.', zh_CN: '该会员不存在。' },
  // The star shop (docs/decisions/0030-star-shop.md); {name} is the gift's name, {audience} giftAudience of the domain.
  GIFT_NOT_FOUND: { status: 404, en_US: 'This gift is not in the star shop.', zh_CN: '星星商城中没有这件礼品。' },
  GIFT_LEVEL: { status: 409, en_US: '{name} can be redeemed by: {audience}. Your level is {level}.', zh_CN: '{name}的兑换资格：{audience}。您当前的等级是{level}。' },
  GIFT_STOCK_SHORT: { status: 409, en_US: 'Not enough of {name} left: {n} available.', zh_CN: '{name}库存不足，仅剩{n}件。' },
  STARS_SHORT: { status: 409, en_US: 'Not enough stars: this takes {needed} stars and your balance is {balance}.', zh_CN: '星星余额不足：需要{needed}颗星星，您的余额为{balance}颗。' },
  GIFT_CART_EMPTY: { status: 409, en_US: 'Your star-shop cart is empty. Please add a gift first.', zh_CN: '您的星星商城购物车是空的，请先添加礼品。' },
  GIFT_CART_FULL: { status: 409, en_US: 'Your star-shop cart can hold at most {max} different gifts. Please remove one first.', zh_CN: '星星商城购物车最多可放{max}种礼品，请先移除一些。' },
  // Photos of requests and reviews (issue 15; docs/decisions/0031): {n} is the photo's place (1-9).
  PHOTO_TOO_BIG: { status: 413, en_US: 'Each photo may be at most 5 MB. Please choose a smaller one.', zh_CN: '每张照片不能超过5 MB，请选择较小的照片。' },
  PHOTO_TOO_MANY: { status: 400, en_US: 'You can add at most 9 photos.', zh_CN: '最多可添加9张照片。' },
  PHOTO_NOT_IMAGE: { status: 400, en_US: 'Photo {n} is not a JPEG, PNG or WebP picture. Please choose another.', zh_CN: '第{n}张照片不是JPEG、PNG或WebP图片，请重新选择。' },
  PHOTO_TOO_MANY_PIXELS: { status: 400, en_US: 'Photo {n} is too large (at most 40 megapixels). Please choose a smaller one.', zh_CN: '第{n}张照片尺寸过大（最多4000万像素），请选择较小的照片。' },
  PHOTO_NAME_INVALID: { status: 400, en_US: 'The name of photo {n} is not allowed. Please rename the file.', zh_CN: '第{n}张照片的文件名不允许，请重命名文件。' },
  // Customer requests (issue 15).
  REQUEST_NOT_FOUND: { status: 404, en_US: 'This request does not exist.', zh_CN: '该请求不存在。' },
  REQUEST_ORDER_REQUIRED: { status: 400, en_US: 'Please choose the order this request is about.', zh_CN: '请选择此请求所涉及的订单。' },
  REQUEST_ORDER_NOT_FOUND: { status: 404, en_US: 'This order does not exist.', zh_CN: '该订单不存在。' },
  REQUEST_PHOTOS_NOT_ALLOWED: { status: 400, en_US: 'Photos can be added to requests about an order only.', zh_CN: '只有与订单相关的请求可以添加照片。' },
  REQUEST_CLOSED: { status: 409, en_US: 'This request was closed more than 14 days ago. Please file a new request.', zh_CN: '该请求已关闭超过14天，请提交新的请求。' },
  REQUEST_ALREADY_CLOSED: { status: 409, en_US: 'This request is already closed.', zh_CN: '该请求已关闭。' },
  REQUEST_DAILY_LIMIT: { status: 429, en_US: 'You have filed many requests today. Please add to an open request or try again tomorrow.', zh_CN: '您今天提交的请求较多，请在已有请求中留言或明天再试。' },
  REQUEST_MESSAGE_LIMIT: { status: 429, en_US: 'Too many messages on this request. Please wait for our answer.', zh_CN: '该请求的留言过多，请等待我们的回复。' },
  // Reviews (issue 15).
  REVIEW_NOT_ALLOWED: { status: 409, en_US: 'You can review the items of your own delivered or completed orders only.', zh_CN: '您只能评价自己已收货或已完成订单中的商品。' },
  REVIEW_EXISTS: { status: 409, en_US: 'You have already reviewed this item for this order.', zh_CN: '您已评价过此订单中的该商品。' },
  REVIEW_NOT_FOUND: { status: 404, en_US: 'This review does not exist.', zh_CN: '该评价不存在。' },
  RATING_INVALID: { status: 400, en_US: 'Please choose a rating from 1 to 5 stars.', zh_CN: '请选择1至5星的评分。' },
  REVIEW_TEXT_TOO_LONG: { status: 400, en_US: 'The review can have at most 500 characters.', zh_CN: '评价内容最多500个字符。' },
  REVIEW_HIDE_REASON: { status: 400, en_US: 'Please give the reason for hiding the review.', zh_CN: '请填写隐藏评价的原因。' },
  // Field checks; {label} is the field's name from FIELD_LABELS.
  FIELD_REQUIRED: { status: 400, en_US: 'Please input the {label}.', zh_CN: '请输入{label}。' },
  FIELD_TOO_LONG: { status: 400, en_US: 'The {label} can have at most {max} characters.', zh_CN: '{label}最多{max}个字符。' },
  FIELD_INVALID_CHARS: { status: 400, en_US: 'The {label} contains characters that are not allowed.', zh_CN: '{label}包含不允许的字符。' },
  FIELD_CHOICE: { status: 400, en_US: 'Please choose one of the offered options for the {label}.', zh_CN: '请从提供的选项中选择{label}。' },
  MOBILE_INVALID: { status: 400, en_US: 'Please input a mainland China mobile number (11 digits starting with 1).', zh_CN: '请输入中国大陆手机号码（以1开头的11位数字）。' },
  ZIP_INVALID: { status: 400, en_US: 'The postcode must have 6 digits.', zh_CN: '邮政编码必须是6位数字。' },
  BIRTHDAY_INVALID: { status: 400, en_US: 'Please input your birthday as a real past date (yyyy-MM-dd).', zh_CN: '请输入真实的生日（过去的日期，格式 yyyy-MM-dd）。' },
  RATE_LIMITED: { status: 429, en_US: 'Too many requests. Please wait a moment and try again.', zh_CN: '请求过于频繁，请稍后再试。' },
  INTERNAL: { status: 500, en_US: 'Something went wrong on our side. Please try again.', zh_CN: '服务器出现问题，请重试。' },
  // Storefront page requests refused before the page runs (docs/decisions/0022)
  PAGE_METHOD_NOT_ALLOWED: { status: 405, en_US: 'This page cannot be used this way. Please open it in your browser and use its buttons and forms.', zh_CN: '无法以这种方式使用此页面，请在浏览器中打开页面并使用页面上的按钮和表单。' },
  PAGE_NOT_A_FORM: { status: 415, en_US: 'This page accepts only its own forms. Please fill in the form on the page and send it again.', zh_CN: '此页面只接受页面上的表单，请填写页面上的表单后重新提交。' },
  PAGE_FORM_UNREADABLE: { status: 400, en_US: 'The form could not be read. Please reload the page and send it again.', zh_CN: '无法读取表单内容，请刷新页面后重新提交。' },
} as const satisfies Record<string, { status: number; en_US: string; zh_CN: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Texts of successful answers (not errors). */
export const NOTICES = {
  ACCOUNT_CANCELLED: { en_US: 'Your account has been cancelled and your personal data deleted.', zh_CN: '您的账户已注销，个人资料已删除。' },
  ADDRESS_HINT_CHINESE: { en_US: 'Saved. We recommend writing the address in Chinese so that the courier can read it.', zh_CN: '已保存。建议使用中文填写地址，方便快递员识别。' },
  QR_CONFIRMED: { en_US: 'Done. You are now signed in on your computer.', zh_CN: '已确认，您已在电脑上登录。' },
  QR_CANCELLED: { en_US: 'Sign-in cancelled. Nobody was signed in.', zh_CN: '已取消登录，未登录任何账户。' },
  // Password reset (docs/decisions/0010)
  RESET_MAIL_SENT: { en_US: 'If {email} belongs to an account, we have sent a password-reset e-mail to it. Please open the link in the e-mail within 60 minutes.', zh_CN: '如果{email}已注册账户，我们已向该邮箱发送了重置密码的邮件。请在60分钟内打开邮件中的链接。' },
  PASSWORD_RESET_DONE: { en_US: 'Your password has been changed. Please sign in with your new password.', zh_CN: '您的密码已修改，请使用新密码登录。' },
  // Phone verification (docs/decisions/0010)
  SMS_CODE_SENT: { en_US: 'The verification code has been sent.', zh_CN: '短信已发送' },
  PHONE_VERIFIED: { en_US: 'Success!', zh_CN: '成功！' },
  // Cart (docs/decisions/0011-cart.md); the spec's wording (section 9)
  CART_ADDED: { en_US: 'Add cart success!', zh_CN: '加入购物车成功！' },
  GIFT_CART_ADDED: { en_US: 'Added to your star-shop cart.', zh_CN: '已加入星星商城购物车。' },
  // Payment results (spec section 8: payment completed / failed notices)
  PAYMENT_COMPLETED: { en_US: 'Payment completed! Thank you for your order.', zh_CN: '支付成功！感谢您的订购。' },
  PAYMENT_FAILED: { en_US: 'Payment failed. Please try again.', zh_CN: '支付失败，请重试。' },
  // The short pages of refused page requests (docs/decisions/0022)
  SHOP_NAME: { en_US: 'Butcher & Deli', zh_CN: '屠夫与熟食' },
  BACK_TO_SHOP: { en_US: 'Back to the home page', zh_CN: '返回首页' },
} as const satisfies Record<string, { en_US: string; zh_CN: string }>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** What each form field is called in messages ({label}); unknown fields use their name. */
export const FIELD_LABELS: Record<string, { en_US: string; zh_CN: string }> = {
  'cr.type': { en_US: 'request type', zh_CN: '请求类型' },
  'cr.subject': { en_US: 'subject', zh_CN: '主题' },
  'cr.description': { en_US: 'description', zh_CN: '描述' },
  'rv.text': { en_US: 'review', zh_CN: '评价内容' },
  'rv.rating': { en_US: 'rating', zh_CN: '评分' },
  'm.email': { en_US: 'email address', zh_CN: '邮箱地址' },
  'm.password': { en_US: 'password', zh_CN: '密码' },
  'm.confirmPassword': { en_US: 'password confirmation', zh_CN: '确认密码' },
  'm.nickname': { en_US: 'nickname', zh_CN: '昵称' },
  'm.firstName': { en_US: 'first name', zh_CN: '名字' },
  'm.lastName': { en_US: 'last name', zh_CN: '姓氏' },
  'm.gender': { en_US: 'gender', zh_CN: '性别' },
  'm.birthday': { en_US: 'birthday', zh_CN: '生日' },
  'm.household': { en_US: 'household status', zh_CN: '家庭状况' },
  'm.nationality': { en_US: 'nationality', zh_CN: '国籍' },
  'm.salutation': { en_US: 'salutation', zh_CN: '称谓' },
  'a.recipient': { en_US: 'recipient name', zh_CN: '收货人姓名' },
  'a.province': { en_US: 'province', zh_CN: '省份' },
  'a.city': { en_US: 'city', zh_CN: '城市' },
  'a.district': { en_US: 'district', zh_CN: '区县' },
  'a.street': { en_US: 'street address', zh_CN: '街道地址' },
  'a.unit': { en_US: 'building and unit', zh_CN: '楼栋和门牌号' },
  'a.mobile': { en_US: 'mobile number', zh_CN: '手机号码' },
  'a.zip': { en_US: 'postcode', zh_CN: '邮政编码' },
  'a.isDefault': { en_US: 'default address', zh_CN: '默认地址' },
  'm.optOutEmail': { en_US: 'e-mail promotions', zh_CN: '邮件推广' },
  'm.optOutSms': { en_US: 'SMS promotions', zh_CN: '短信推广' },
  captcha: { en_US: 'verification code', zh_CN: '验证码' },
  'oh.deliveryOption': { en_US: 'delivery option', zh_CN: '配送方式' },
  'a.addressId': { en_US: 'delivery address', zh_CN: '收货地址' },
  'r.storeId': { en_US: 'pickup store', zh_CN: '自提门店' },
  'oh.pickupName': { en_US: "pickup person's name", zh_CN: '提货人姓名' },
  'oh.pickupMobile': { en_US: "pickup person's mobile number", zh_CN: '提货人手机号码' },
  'oh.comment': { en_US: 'comment', zh_CN: '订单备注' },
  'oh.paymentMethod': { en_US: 'payment method', zh_CN: '支付方式' },
  'oh.requestId': { en_US: 'request id', zh_CN: '请求编号' },
  'oh.transactionId': { en_US: 'order number', zh_CN: '订单号' },
  'v.voucherId': { en_US: 'voucher', zh_CN: '优惠券' },
  'msg.content': { en_US: 'message', zh_CN: '留言' },
  remarks: { en_US: 'reason for cancelling', zh_CN: '取消原因' },
};

export function fieldLabel(field: string, locale: Locale): string {
  return Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field]![locale] : field;
}

export function errorMessage(code: ErrorCode, locale: Locale, params: Record<string, string> = {}): string {
  return ERRORS[code][locale].replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}
