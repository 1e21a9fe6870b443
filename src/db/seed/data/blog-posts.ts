// Articles for the shop's blog. Titles are localized; bodies are English, plain paragraphs, with their
// Russian and Arabic versions in blog-translations.ts.

import type { BlogPostDef } from "./types.ts";

export const blogPosts: BlogPostDef[] = [
  {
    slug: "suspension-lift-steering-geometry",
    title: {
      en: "What a suspension lift really does to your steering geometry",
      ru: "Что лифт подвески на самом деле делает с геометрией рулевого управления",
      ar: "ما الذي يفعله رفع نظام التعليق فعلاً بهندسة التوجيه",
    },
    date: "2025-02-11",
    author: "Mick Dawson",
    category: "suspension",
    excerpt:
      "A lift buys clearance and room for bigger tyres, but it also moves the angles your steering depends on; here is what changes and how to put it right.",
    paragraphs: [
      "Most people buy a lift kit for ground clearance and room for bigger tyres. What the box rarely says is that every millimetre of lift moves the angles the factory engineers chose for steering, handling and driveline life. Knowing which angles move on your particular vehicle is the difference between a lifted four-wheel drive that drives well and one that wanders, shimmies and chews through tyres.",
      "On a live front axle, as on a Land Cruiser 70, 80 or 105, a Patrol GQ or GU, or a Wrangler, the axle is held sideways by a panhard rod. The rod swings through an arc, so when the body goes up the axle is pulled towards one side and the vehicle sits off-centre with the steering wheel no longer straight. An adjustable panhard rod recentres the axle. On bigger lifts a drop bracket also helps, because the panhard rod and the drag link should stay close to parallel; when their angles differ, the axle steers itself over bumps, which you feel as bump steer.",
      "Vehicles with radius arms at the front, such as the 80 and 105 Series and the GQ and GU Patrols, have a second problem. As the axle drops away from the chassis the arms rotate the housing and reduce caster. Less caster means lighter, vaguer steering that is slow to return to centre, and it makes a vehicle with worn steering parts more prone to wobble at speed. Caster correction bushes or offset radius arm bushes recover a couple of degrees, and on larger lifts adjustable or cranked arms are the better fix.",
      "Independent front suspension, found on the Hilux, Ranger, Prado, Navara and Pajero, is lifted with taller coilovers or spacers. That steepens the lower control arms, which increases the working angle of the CV joints, pushes the upper ball joint towards the end of its travel and changes camber and caster. Aftermarket upper control arms restore the geometry and give the ball joint more room. Most IFS kits are designed around 40 to 50 mm for good reason: beyond that, CV boots split and joints wear quickly unless the differential is also lowered.",
      "Do not forget everything that hangs between the body and the axles. Brake hoses, ABS sensor leads and differential breather lines must reach at full droop without being stretched, and tailshaft angles change too. A leaf-sprung rear axle may need its pinion angle corrected to stop vibration, and a two-piece tailshaft may need a centre bearing spacer. The simplest check is to put one wheel up a ramp or a steep bank and look at every hose and joint at full articulation.",
      "After the lift is fitted, have a wheel alignment done by a workshop that knows lifted four-wheel drives, and keep the printout so you can compare it later. A steering damper can hide a problem but it will not fix one. Finally, check the rules where you live before you buy: many jurisdictions allow a modest lift without paperwork and require an engineer's certificate beyond that, and your insurer will want to know about any change to the vehicle's height.",
    ],
  },
  {
    slug: "snorkels-and-water-crossings",
    title: {
      en: "Snorkels and water crossings: what a raised air intake does and does not do",
      ru: "Шноркель и броды: что даёт поднятый воздухозаборник, а чего не даёт",
      ar: "السنوركل وعبور المياه: ما يقدّمه مدخل الهواء المرتفع وما لا يقدّمه",
    },
    date: "2025-04-03",
    author: "Jess Whitford",
    category: "air-filters",
    excerpt:
      "A snorkel protects your engine from swallowing water and dust, but it does not make the rest of the vehicle waterproof.",
    paragraphs: [
      "A snorkel moves the engine's air intake from low in the inner guard, where it can scoop up water and road spray, to roof height. That has two benefits. In dusty country the engine breathes cleaner, cooler air, so the filter lasts longer. In a water crossing the intake stays well above the surface. Water does not compress, so an engine that draws in even a cupful through its intake can hydrolock, and a bent connecting rod turns a wet afternoon into an engine rebuild.",
      "What a snorkel does not do is make the rest of the vehicle waterproof. The alternator, starter motor, wiring looms and, on some vehicles, the engine computer all sit lower than the snorkel head. The differentials, gearbox and transfer case breathe through small vent hoses, and when cold water hits a hot differential the air inside contracts and draws water in past the seals. A breather extension kit that runs every vent up to a high point in the engine bay is a cheap companion to any snorkel.",
      "A snorkel is only as good as its weakest joint below the waterline. When you fit one, make sure the joints between the snorkel body, the connecting hose and the airbox are sealed and clamped, and that the airbox lid seals properly. Some owners check their work with a smoke test or soapy water. A forward-facing head gathers a little extra air at speed; in heavy dust, a pre-cleaner or a rearward-facing head keeps the worst of it out of the filter.",
      "Before any crossing, stop and give the engine and differentials a few minutes to cool. Check the depth, the firmness of the bottom and the strength of the current, walking the crossing only where it is safe to do so and never in crocodile country. Look at the exit as well as the entry. Fast-flowing water above knee height can push a vehicle off its line or float it, and no snorkel changes that.",
      "Cross in low range at a steady walking pace that builds a small bow wave in front of the bumper. Keep the throttle steady, do not stop and do not change gear in the middle, and leave plenty of room behind the vehicle in front so you are not driving into its wake. Too much speed throws water over the bonnet and into the engine bay, which is how snorkel-equipped vehicles still drown their electrics.",
      "Afterwards, check the air filter for moisture and pull the engine dipstick: milky oil means water has got in somewhere. Check the differential, gearbox and transfer case oil at the next opportunity, because contaminated gear oil destroys bearings quietly. Dry the brakes with a few gentle applications, and after salt water or muddy crossings wash the underside thoroughly as soon as you can.",
    ],
  },
  {
    slug: "recovery-gear-snatch-straps-soft-shackles",
    title: {
      en: "Recovery gear basics: snatch straps, soft shackles and staying safe",
      ru: "Основы автоэвакуации: рывковые стропы, мягкие шаклы и безопасность",
      ar: "أساسيات معدات الإنقاذ: أحزمة السحب المرنة والشكّالات الليّنة وقواعد السلامة",
    },
    date: "2025-06-19",
    author: "Karim Haddad",
    category: "recovery-gear",
    excerpt:
      "Snatch straps store a great deal of energy; rated points, the right shackles and a clear area keep that energy where it belongs.",
    paragraphs: [
      "A snatch strap and a tow strap look alike but do different jobs. A snatch strap is made of nylon and is designed to stretch, storing the recovery vehicle's momentum and releasing it to pull the stuck vehicle free. A tow strap is usually polyester, stretches very little and is meant for towing a vehicle that can roll. Never use a tow strap, rope or chain for a kinetic recovery: with no stretch, the shock goes straight into the recovery points.",
      "Choose a snatch strap to suit the vehicle being recovered. A common rule is a minimum breaking strength of two to three times the stuck vehicle's gross vehicle mass. A strap that is too strong for a light vehicle will not stretch enough to work smoothly, and one that is too weak for a heavy vehicle may break, which is exactly what you are trying to avoid.",
      "Attach straps only to rated recovery points bolted to the chassis with high-tensile bolts, or to a rated recovery hitch in the receiver. Never use a tow ball: under a snatch load it can shear off and become a projectile heavy enough to kill. Tie-down loops used for shipping are not recovery points either, and neither is a bull bar unless its maker rates it for recovery.",
      "Bow shackles should carry a stamped working load limit; screw the pin fully home and then back it off a quarter turn so it does not seize under load. Soft shackles made from synthetic rope are lighter and far less dangerous if something fails, but they are cut by sharp edges and worn by abrasion, so use them only on smooth points and inspect them every time. To join two straps, use a soft shackle or loop the eyes through each other; never join straps with a metal shackle.",
      "Before pulling, clear the wheels and the chassis with a shovel and lower the stuck vehicle's tyre pressures, because every bit of resistance you remove reduces the load. Agree on signals or use radios, lay a recovery damper or heavy bag over the middle of the strap, and keep everyone well away, at least one and a half times the strap's length to either side. Start with a little slack and a gentle pull; build up gradually rather than taking a run-up.",
      "Look after your straps and they will look after you. Grit works into the fibres and cuts them from inside, so rinse off sand and mud and dry the strap before storing it out of the sun. Retire any strap that is cut, burnt, stiff or faded, or that has been through a violent failure. The safest recovery is often the one you never need: recovery boards, a shovel and lower tyre pressures get most vehicles out without a strap at all.",
    ],
  },
  {
    slug: "off-road-tyre-pressures",
    title: {
      en: "Tyre pressures off-road: a practical starting guide",
      ru: "Давление в шинах на бездорожье: практическое руководство",
      ar: "ضغط الإطارات على الطرق الوعرة: دليل عملي للبداية",
    },
    date: "2025-08-27",
    author: "Sam O'Brien",
    category: "wheels-and-tyres",
    excerpt:
      "Lowering tyre pressures is the cheapest traction aid there is; here are sensible starting points and the limits that go with them.",
    paragraphs: [
      "Letting some air out is the cheapest and most effective traction aid you have. A softer tyre lengthens its footprint, wraps itself around rocks and ruts instead of bouncing off them, and spreads the vehicle's weight over more ground so it floats on sand rather than digging in. The ride improves too, which is kinder to the vehicle, the load and the track itself.",
      "Every vehicle, load and tyre construction is different, so treat any numbers as starting points and adjust from there. For a typical loaded four-wheel drive on light truck tyres, gravel roads are usually comfortable at about a quarter below the highway pressure. Rough tracks and rocks suit somewhere around 20 to 25 psi, and sand typically calls for 16 to 20 psi, going lower, to about 15 psi or a little under, only when the sand is soft and you are going slowly.",
      "Lower pressure always means lower speed. A soft tyre flexes more and builds heat, and heat is what destroys tyres from the inside. Keep speeds down to suit the pressure, avoid sharp turns and hard braking at very low pressures, which can roll a tyre off its rim, and take extra care that sidewalls stay clear of sharp rocks.",
      "Measure pressures cold, with a good gauge, and set all four tyres rather than guessing from the look of them. Pressures rise as tyres warm up, so never let air out of a hot tyre to bring it back to the placard figure. A set of automatic deflators makes airing down quick and consistent, and a tyre pressure monitoring system is worth fitting if you regularly run low pressures.",
      "Air back up before you return to sealed roads. Running highway speeds on sand pressures overheats tyres and makes the vehicle wallow in corners. A quality compressor with an adequate duty cycle will reinflate four large tyres in a reasonable time; cheap compressors often overheat and stop half way through the job.",
      "Mud and rock call for a lighter touch. In mud, a moderate reduction helps, but momentum and tread that can clean itself matter more. On rocks, moderate pressures let the tyre mould itself over edges, while careful line choice does more to protect sidewalls than any pressure setting. If you regularly need pressures in the low teens, beadlock wheels are designed to keep the tyre seated where a standard rim cannot.",
    ],
  },
  {
    slug: "dual-battery-systems-explained",
    title: {
      en: "Dual battery systems explained: isolators, DC-DC chargers and lithium",
      ru: "Система двух аккумуляторов: разделители, DC-DC зарядные устройства и литий",
      ar: "أنظمة البطارية المزدوجة: العوازل وشواحن DC-DC وبطاريات الليثيوم",
    },
    date: "2025-10-08",
    author: "Tom Gallagher",
    category: "electrical",
    excerpt:
      "A second battery runs the fridge and camp lights without risking your start; which way you charge it depends on your alternator.",
    paragraphs: [
      "A dual battery system lets you run a fridge, lights and chargers at camp without flattening the battery that starts the engine. The two batteries do different jobs. A starting battery is built to deliver a very large current for a few seconds; a deep-cycle auxiliary battery is built to deliver a modest current for many hours and to survive being drawn down again and again.",
      "The simplest way to charge the second battery is a voltage-sensitive relay, often called an isolator. When the alternator is charging and the voltage rises, the relay connects the two batteries; when the engine stops and the voltage falls, it separates them so the fridge cannot drain the starting battery. On older vehicles with a fixed-output alternator, such as an 80 or 100 Series Land Cruiser or a GU Patrol, a relay works well and costs little.",
      "Many newer vehicles have smart alternators that lower their output once the starting battery is full, to save fuel. The voltage may then never rise high enough for a relay to connect, or it connects and the auxiliary battery never charges fully. A battery mounted in the tub or canopy, far from the alternator, also loses voltage along the cable. A DC-DC charger solves both problems: it takes whatever the alternator offers, raises it and charges with a proper multi-stage profile, and many models include a solar input with a maximum power point tracker.",
      "Lithium iron phosphate batteries have become popular because they weigh far less and let you use most of their rated capacity, where a lead-acid battery lasts longest if you use only about half. They need a charger with a lithium profile and a good battery management system, and they should not be charged below freezing unless they are designed for it. Neither lithium nor lead-acid batteries enjoy the heat of an engine bay, so a cabin or canopy mount is usually the better choice.",
      "The wiring matters as much as the batteries. Size the cable for both the current and the length of the run, because undersized cable wastes charge as heat and voltage drop. Fit a fuse or circuit breaker close to each battery on the positive cable, so that a chafed cable anywhere along its length cannot start a fire. Mount the battery in a proper tray or box with a hold-down that will survive corrugations and a crash.",
      "To size the system, add up your daily use. A 40-litre compressor fridge commonly uses somewhere between 25 and 45 amp-hours a day depending on the weather and how often the lid is opened, and lights, phone charging and a water pump add to that. Compare the total with the usable capacity of the battery and what your driving and solar can put back each day, and you will know how many days you can stay put.",
    ],
  },
  {
    slug: "preparing-niva-or-uaz-for-winter",
    title: {
      en: "Preparing a Lada Niva or UAZ for a hard winter",
      ru: "Готовим Lada Niva или УАЗ к суровой зиме",
      ar: "تجهيز لادا نيفا أو UAZ لشتاء قارس",
    },
    date: "2025-10-22",
    author: "Dmitry Orlov",
    category: "engine",
    excerpt:
      "Simple machines still suffer in deep cold; a weekend of preparation keeps a Niva or UAZ starting and warm all winter.",
    paragraphs: [
      "The Niva and the UAZ Hunter and Patriot are simple machines that thousands of owners rely on through long, hard winters. Simple does not mean immune to cold, though. Deep frost finds every weak battery, tired seal and neglected grease point, so a weekend spent in the autumn is far better than a tow truck in January.",
      "Start with the cooling system. Test the antifreeze with a hydrometer or refractometer and make sure it protects below the coldest temperature you expect, which in much of Russia means minus 40 degrees. Check the thermostat: one that sticks open means the engine never reaches temperature and the heater blows cold air. The Niva's heater tap and heater core deserve a look, as does the Patriot's heater. A grille cover helps the engine warm up in deep frost, but watch the temperature gauge during thaws.",
      "Starting is the next weak point. Use a winter-grade engine oil of the viscosity specified for your engine, whether a VAZ-21214 or a ZMZ-409, and change it before the cold arrives rather than after. Have the battery tested under load, because its capacity falls sharply in the cold, and clean and tighten the terminals and earth straps. An electric block heater or a fuel-fired pre-heater makes mornings far easier on both the engine and the driver.",
      "Fuel needs attention too. Keep the tank well filled so less moist air condenses inside it, because water in the fuel freezes in lines and filters. Owners of carburettor Nivas should set the air intake to its winter position so it draws warm air from around the exhaust manifold, which stops the carburettor icing. A diesel UAZ needs winter or arctic diesel, a working fuel heater and a water separator that has been drained.",
      "Underneath, the Niva's CV joint boots harden and crack in the cold, and a split boot lets grit in and destroys the joint, so replace any that look tired. On the UAZ, grease the steering knuckles and check the wheel bearings. Gear oils of a suitable low-temperature viscosity in the gearbox, transfer case and axles make the first kilometres of a frozen morning much kinder to the driveline.",
      "Finally, protect the body and carry the right kit. Treat the sills and cavities with anti-corrosion wax before the road salt and de-icing chemicals arrive, and wash the underside during thaws. A silicone treatment on the door seals stops doors freezing shut. Fit winter tyres, studded where the law allows, and carry a shovel, a tow strap, jumper leads, warm clothing and spare fuel.",
    ],
  },
  {
    slug: "maintaining-1hz-and-1vd-ftv",
    title: {
      en: "Keeping a 1HZ or 1VD-FTV healthy for the long haul",
      ru: "Как сохранить 1HZ и 1VD-FTV в хорошей форме на долгие годы",
      ar: "كيف تحافظ على محرك 1HZ أو 1VD-FTV سليماً لسنوات طويلة",
    },
    date: "2025-11-20",
    author: "Mick Dawson",
    category: "engine",
    excerpt:
      "Toyota's two great Land Cruiser diesels need different kinds of care; here is where to focus on each.",
    paragraphs: [
      "Two diesels power a huge share of the Land Cruisers still working hard today. The 1HZ is a 4.2-litre naturally aspirated six with indirect injection and a mechanical injection pump, found in the 70, 80 and 105 Series and famous for running almost forever at a modest pace. The 1VD-FTV is a 4.5-litre common-rail V8 turbo-diesel, with a single turbocharger in the 70 Series and two in the 200 Series. They reward quite different kinds of care.",
      "The 1HZ is driven by a timing belt, so replace the belt, idlers and tensioner at the interval in your service schedule, sooner if the vehicle works in dust or heat. Check the valve clearances periodically and keep the glow plugs healthy for cold starts. The engine's real enemy is heat: a 1HZ that is overheated can crack its cylinder head, so keep the coolant fresh, the radiator core clean and the viscous fan hub in good order, and treat any climb of the temperature gauge as a warning.",
      "Turbocharging a 1HZ is a popular upgrade and can transform a heavily loaded vehicle, but the engine was not designed for it from the factory. Keep boost conservative, fit an exhaust gas temperature gauge and learn to watch it on long climbs and when towing, because sustained high exhaust temperatures damage pistons.",
      "The 1VD-FTV has no timing belt to replace, but its common-rail injection system is far less tolerant of poor fuel than the 1HZ's mechanical pump. Drain the water separator regularly, change fuel filters on time, and consider an additional pre-filter if you refuel in remote places. Keep an eye on oil consumption, particularly on earlier 70 Series engines, some of which were known to use oil, and keep records so you notice any change early.",
      "Exhaust gas recirculation feeds soot into the 1VD's intake, and carbon build-up there reduces power and economy over time; a periodic intake clean is worthwhile on high-kilometre engines. Later versions are fitted with a diesel particulate filter that needs regular runs at highway speed to regenerate, so a vehicle that only does short trips may clog it. Use a low-ash engine oil of the specification in the owner's manual on these engines.",
      "For both engines, dust is the silent killer. Check the airbox seals and every intake hose and clamp, because dust that bypasses the filter wears rings and bores quickly. Use the severe-conditions service schedule if you tow, drive on dusty roads or make lots of short trips, and consider a used-oil analysis once a year: it is inexpensive and shows wear metals and dust long before you would notice a problem.",
    ],
  },
  {
    slug: "brake-upgrades-for-heavy-vehicles",
    title: {
      en: "Brake upgrades for heavy touring vehicles",
      ru: "Доработка тормозов для тяжёлых экспедиционных автомобилей",
      ar: "ترقية المكابح للمركبات الثقيلة المجهّزة للرحلات",
    },
    date: "2026-01-15",
    author: "Karim Haddad",
    category: "brakes",
    excerpt:
      "Bar work, drawers, water and fuel add up quickly; your brakes have to turn all of that extra energy into heat.",
    paragraphs: [
      "A touring four-wheel drive gains weight quickly: a bull bar, winch, drawers, a canopy, water, fuel and a fridge can easily add several hundred kilograms. Brakes work by turning the vehicle's movement into heat, and the energy they must absorb rises in proportion to the mass and with the square of the speed. Add a quarter to a vehicle's weight and its brakes must soak up a quarter more heat from the same speed, stop after stop.",
      "When brakes are overwhelmed they fade in two ways. Pad fade happens when the pads get hotter than their friction material is designed for; the pedal stays firm but the vehicle will not slow. Fluid fade happens when the brake fluid boils and the pedal goes soft. Brake fluid absorbs moisture over time, which lowers its boiling point, so replace it at the interval in your service book, typically every two years. DOT 4 and DOT 5.1 are glycol-based and can be mixed, but never put silicone DOT 5 fluid into a system designed for glycol fluid.",
      "The cheapest real improvement is pads and rotors designed for heavy vehicles and towing, bedded in properly so the pad material transfers evenly to the rotor. Larger rotors with bigger calipers go further: the extra diameter gives more leverage and the extra metal stores more heat. Check wheel clearance before you buy, since larger brake kits often need 17-inch or bigger wheels.",
      "Many utes, including the Hilux, the PX Ranger and the D-Max, have drum brakes at the rear. Drums work well when they are clean and correctly adjusted, so check the self-adjusters and clean out the dust and mud at every service. Rear disc conversion kits are available for some models, but they change the front-to-rear brake balance that the ABS and stability control were tuned for, and in many places they need certification.",
      "Braided stainless brake hoses expand less under pressure than rubber hoses, which gives a firmer, more precise pedal. If the vehicle has been lifted, longer hoses are essential so nothing is stretched at full droop.",
      "No hardware beats good technique. On long descents, select a lower gear and let engine braking hold the speed, using the brakes firmly and briefly rather than dragging them. If you tow, a trailer with its own brakes and a properly set electric brake controller carries its share of the work; most jurisdictions require trailer brakes above a set mass, often around 750 kg. If you have had a GVM upgrade, make sure the brakes were part of it and not an afterthought.",
    ],
  },
  {
    slug: "choosing-driving-lights",
    title: {
      en: "Choosing driving lights: spot, spread and combo beams",
      ru: "Как выбрать дополнительные фары: дальний, широкий и комбинированный свет",
      ar: "اختيار أضواء القيادة الإضافية: الحزمة المركّزة والعريضة والمختلطة",
    },
    date: "2026-02-24",
    author: "Sam O'Brien",
    category: "lighting",
    excerpt:
      "The beam pattern matters more than the lumen figure on the box; match the light to the roads you drive at night.",
    paragraphs: [
      "Driving lights extend your high beam so you see animals and hazards early enough to stop. The figure printed on the box, usually lumens, says how much light comes out; it says nothing about where that light goes. The beam pattern is what decides whether a light suits the way you drive.",
      "A spot beam concentrates light into a narrow, long-reaching cone for open highways at speed. A spread or flood beam lights the verges and the near distance, which suits winding tracks and slower driving. Combination beams and many light bars mix the two. A common setup pairs two round spot lights for reach with a light bar or spread beam to fill the sides.",
      "Colour temperature matters too. Light around 5000 to 6000 kelvin looks close to daylight and gives good contrast. In dust, rain or fog, cooler blue-white light reflects back off the particles, and many drivers find a warmer or amber light easier on the eyes in those conditions.",
      "Wire the lights through a relay with a fuse close to the battery, using a harness with properly sealed connectors. Trigger the relay from the high-beam circuit so the driving lights switch off when you dip for oncoming traffic, which many road rules require. Crimp and heat-shrink every joint: water in a connector is the most common reason driving lights fail.",
      "Mount lights solidly, because vibration blurs the beam and fatigues brackets. Aim them on level ground against a wall, following the maker's instructions. Roof-mounted light bars can throw glare off the bonnet into the driver's eyes, and lights mounted on a bull bar should not obstruct airbag sensors or the number plate.",
      "Buy quality. Look for a genuine IP67 or IP68 rating, a heat sink that can shed heat from the LEDs, and a warranty worth having. Poorly designed LED drivers can also produce radio interference that drowns out FM and UHF reception, so check that the light meets electromagnetic compatibility standards before you bolt it on.",
    ],
  },
];
