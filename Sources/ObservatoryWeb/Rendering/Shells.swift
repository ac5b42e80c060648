import ObservatoryUI

/// The DOM an element renders as, without its children: one ``HTMLNode``
/// tree per element, with `children(region)` markers where the child
/// elements go.
///
/// Conventions the client relies on:
/// - The outermost node carries `data-oid="<element id>"`. When the element
///   is wrapped (an `<li>` in a list), the wrapper carries it and `data-w`,
///   and the element's own node is the wrapper's first child.
/// - Nodes a patch may change other than the element's own node are named
///   with `data-p` (a *part*). A region's container is the node whose part is
///   the region's name; region `c` defaults to the element's own node.
/// - Controls that send an event other than `tap` name it with `data-a`.
@MainActor
enum Shells {
    typealias Attributes = ShellAttributes

    /// The complete shell of `element` with `attributes` in `context`.
    static func shell(for element: Element, attributes: [String: String], context: RenderContext) -> HTMLNode {
        var main = mainNode(for: element, attributes: ShellAttributes(attributes), context: context)
        if let page = context.page, element.role != .tab, !(element.role == .option && element.parent?.role == .tabView) {
            // A page without a tab item: shown while selected (all of them when paged).
            main.attributes.insert(("data-oid", String(element.id.rawValue)), at: 0)
            main.attributes.append(("data-page", String(page.index)))
            if !page.isPaged && !page.isSelected { main.attributes.append(("hidden", "")) }
            return main
        }
        if context.listItem && element.role != .row && element.role != .lazySpacer {
            let traits = ListRowTraits(of: element)
            var wrapper = HTMLNode("li", [("class", traits.classes("o-li")), ("data-oid", String(element.id.rawValue)), ("data-w", "")])
            if let style = traits.style { wrapper.attributes.append(("style", style)) }
            if context.hidden { wrapper.attributes.append(("hidden", "")) }
            wrapper.content = [.node(main)]
            return wrapper
        }
        main.attributes.insert(("data-oid", String(element.id.rawValue)), at: 0)
        if context.hidden { main.attributes.append(("hidden", "")) }
        if let span = context.gridSpan, let placement = gridCellStyle(span: span) {
            if let index = main.attributes.firstIndex(where: { $0.name == "style" }) {
                main.attributes[index].value += ";" + placement
            } else {
                main.attributes.append(("style", placement))
            }
        }
        return main
    }

    /// Whether the element's children are not rendered as elements (an
    /// option of a `<select>` shows their text only).
    static func isOpaque(_ element: Element, context: RenderContext) -> Bool {
        element.role == .option && context.option?.asRadio == false
    }

    // MARK: Building blocks

    /// A node from attributes given in order; nil values are left out.
    static func node(
        _ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], _ content: [HTMLNode.Content] = []
    ) -> HTMLNode {
        var list: [(name: String, value: String)] = []
        // Room for what `shell(for:)` adds (`data-oid`, `hidden`, a page's).
        list.reserveCapacity(attributes.count + 3)
        for (name, value) in attributes { if let value { list.append((name, value)) } }
        return HTMLNode(tag, list, content)
    }

    /// `""` (a bare attribute) when `condition` holds, else nil (absent).
    static func flag(_ condition: Bool) -> String? { condition ? "" : nil }

    static func isDisabled(_ attributes: Attributes) -> Bool { attributes["disabled"] == "true" }

    /// Classes and styles from the text attributes, with `base` classes first.
    static func textStyled(_ base: String, _ attributes: Attributes) -> (classes: String, style: String?) {
        var classes = ClassList(base)
        var style = StyleList()
        CSS.addTextStyle(attributes, to: &classes, &style)
        return (classes.value, style.isEmpty ? nil : style.value)
    }

    /// A `--o-tint` declaration for a `tint` attribute.
    static func tintStyle(_ attributes: Attributes) -> String? {
        CSS.color(attributes["tint"]).map { "--o-tint:" + $0 }
    }

    /// A scroll view's `.defaultScrollAnchor` as `x,y` fractions of its
    /// scrollable extent (each clamped to 0…1), or nil.
    static func scrollAnchor(_ value: String?) -> String? {
        guard let parts = value?.split(separator: ",", omittingEmptySubsequences: false), parts.count == 2,
              let x = CSS.number(String(parts[0])), let y = CSS.number(String(parts[1]))
        else { return nil }
        return CSS.format(min(max(x, 0), 1)) + "," + CSS.format(min(max(y, 0), 1))
    }

    /// A button's tint and, for `.roundedRectangle(radius:)`, its corner radius.
    static func buttonStyle(_ attributes: Attributes) -> String? {
        guard let radius = CSS.number(attributes["borderRadius"]) else { return tintStyle(attributes) }
        var style = StyleList()
        style.add("--o-tint", CSS.color(attributes["tint"]))
        style.add("--o-bbs-radius", CSS.format(radius) + "px")
        return style.value
    }

    /// A text's `.minimumScaleFactor`: a number in (0, 1), else nothing.
    static func scaleFactor(_ value: String?) -> String? {
        guard let number = CSS.number(value), number > 0, number < 1 else { return nil }
        return CSS.format(number)
    }

    /// Where a shell holds its element's children (the main region).
    /// Computed: a stored static is a lazy global, checked on every read.
    static var children: HTMLNode.Content { .children(Placements.main) }

    // MARK: Roles

    static func mainNode(for element: Element, attributes a: Attributes, context: RenderContext) -> HTMLNode {
        switch element.role {
        case .root:
            // `.preferredColorScheme`: the page shows in it whatever the browser prefers.
            let scheme = ["dark", "light"].contains(a["preferredColorScheme"] ?? "") ? a["preferredColorScheme"] : nil
            return node("div", ["class": "o-root", "data-o-scheme": scheme], [children])
        case .text:
            let styled = textStyled("o-text", a)
            let content = a["runs"].flatMap(TextRuns.content(json:)) ?? [.text(a["text"] ?? "")]
            // A live date (relative, offset, timer): the client advances it every second.
            let isLive = switch a["dateStyle"] { case "relative", "offset", "timer": true; default: false }
            let date = isLive
                ? a["date"].flatMap(Double.init).flatMap { $0.isFinite ? String($0) : nil } : nil
            return node("span", [
                "class": styled.classes, "style": styled.style, "data-date": date,
                "data-date-style": date == nil ? nil : a["dateStyle"], "data-msf": scaleFactor(a["minimumScaleFactor"]),
            ], content)
        case .button where a["buttonStyle"] == "primitive":
            // A custom `PrimitiveButtonStyle` draws the whole button and
            // decides when it fires: no control of its own around it.
            return node("span", ["class": "o-button-primitive"], [children])
        case .button:
            var classes = ClassList("o-button")
            classes.add(prefix: "o-bs-", a["buttonStyle"])
            classes.add(prefix: "o-cs-", a["controlSize"])
            classes.add(prefix: "o-role-", a["role"])
            classes.add(prefix: "o-bbs-", a["borderShape"])
            classes.add("o-tinted", if: a["tint"] != nil)
            return node(
                "button",
                [
                    "type": "button", "class": classes.value, "style": buttonStyle(a), "disabled": flag(isDisabled(a)),
                    "data-shortcut": a["shortcut"], "aria-keyshortcuts": a["shortcut"].map(ariaShortcut),
                ],
                [children])
        case .textField, .secureField:
            return field(element, a)
        case .toggle where a["toggleStyle"] == "custom":
            // A custom `ToggleStyle` draws the whole toggle.
            return node("div", ["class": "o-toggle-custom"], [children])
        case .toggle:
            // `.toggleStyle(.button)` and `.checkbox` keep the check box that
            // reports the change; the stylesheet draws it as they look.
            let style = a["toggleStyle"]
            var classes = ClassList("o-toggle")
            classes.add("o-ts-button", if: style == "button")
            classes.add("o-ts-checkbox", if: style == "checkbox")
            classes.add("o-tinted", if: style == "button" && a["tint"] != nil)
            let isSwitch = style != "button" && style != "checkbox"
            return node("label", ["class": classes.value, "style": style == "button" ? tintStyle(a) : nil], [
                .node(node("span", ["class": "o-toggle-label", "data-p": "c"], [children])),
                .node(node("input", [
                    "type": "checkbox", "role": isSwitch ? "switch" : nil, "data-p": "i", "checked": flag(a["isOn"] == "true"),
                    "disabled": flag(isDisabled(a)), "style": tintStyle(a), "class": tintStyle(a) == nil ? nil : "o-tinted",
                ])),
            ])
        case .picker:
            return picker(element, a)
        case .option where element.parent?.role == .tabView:
            // A tagged page: only its tab (or content) shows.
            let content: [HTMLNode.Content]
            if let label = a["label"] {
                // A tagged Text: the option carries its text and style.
                let styled = textStyled("o-text", a)
                let runs = a["runs"].flatMap(TextRuns.content(json:)) ?? [.text(label)]
                content = [.node(node("span", ["class": styled.classes, "style": styled.style], runs))]
            } else {
                content = [children]
            }
            return node("div", ["class": "o-page-tag", "data-page": context.page.map { String($0.index) }], content)
        case .option:
            return option(element, a, context.option)
        case .stepper:
            return stepper(a)
        case .slider:
            let step = CSS.number(a["step"]).map(CSS.format) ?? "any"
            return node("label", ["class": "o-slider"], [
                .node(node("span", ["class": "o-slider-label", "data-p": "c"], [children])),
                .node(node("input", [
                    "type": "range", "data-p": "i", "min": CSS.number(a["lowerBound"]).map(CSS.format) ?? "0",
                    "max": CSS.number(a["upperBound"]).map(CSS.format) ?? "1", "step": step,
                    "value": CSS.number(a["value"]).map(CSS.format) ?? "0", "disabled": flag(isDisabled(a)),
                    "style": tintStyle(a),
                ])),
            ])
        case .colorPicker:
            // Only `#rrggbb` reaches the page's colour input.
            let value = a["value"].flatMap { $0.utf8.count == 7 && $0.hasPrefix("#") && $0.dropFirst().allSatisfy(\.isHexDigit) ? $0 : nil }
                ?? "#000000"
            return node("label", ["class": "o-colorpicker"], [
                .node(node("span", ["class": "o-colorpicker-label", "data-p": "c"], [children])),
                .node(node("input", ["type": "color", "data-p": "i", "value": value, "disabled": flag(isDisabled(a))])),
            ])
        case .datePicker:
            let components = a["components"]
            return node("label", ["class": "o-date"], [
                .node(node("span", ["class": "o-date-label", "data-p": "c"], [children])),
                .node(node("input", [
                    "type": DateInput.inputType(components: components), "data-p": "i",
                    "value": DateInput.inputValue(iso: a["value"], components: components) ?? "",
                    "min": DateInput.inputValue(iso: a["lowerBound"], components: components),
                    "max": DateInput.inputValue(iso: a["upperBound"], components: components),
                    "disabled": flag(isDisabled(a)),
                ])),
            ])
        case .stack:
            return stack(a)
        case .grid:
            return grid(a)
        case .gridRow:
            return gridRow(a)
        case .lazyGrid:
            return lazyGrid(a)
        case .viewThatFits:
            return viewThatFits(a)
        case .geometryReader:
            return geometryReader(a)
        case .spacer:
            return node("div", ["class": "o-spacer", "style": CSS.px(a["minLength"]).map { "--o-min:" + $0 }])
        case .divider:
            return node("hr", ["class": "o-divider"])
        case .list:
            var classes = ClassList("o-list")
            classes.add(prefix: "o-ls-", a["listStyle"])
            classes.add("o-editing", if: a["editing"] == "true")
            classes.add("o-no-background", if: a["background"] == "hidden")
            var style = StyleList()
            style.add("--o-min-row", CSS.px(a["minRowHeight"]))
            CSS.contentMargins(a["contentMargins"], into: &style)
            return node("ul", ["class": classes.value, "role": "list", "style": style.isEmpty ? nil : style.value], [children])
        case .row:
            return row(a, context: context)
        case .lazySpacer:
            return lazySpacer(a, context: context)
        case .section:
            return node("section", ["class": "o-section"], [
                .node(node("div", ["class": "o-section-header", "role": "heading", "aria-level": "2", "data-p": "h"],
                           [.children("h")])),
                .node(node("ul", ["class": "o-rows", "role": "list", "data-p": "c"], [children])),
                .node(node("div", ["class": "o-section-footer", "data-p": "f"], [.children("f")])),
            ])
        case .form:
            var classes = ClassList("o-form")
            classes.add("o-fs-columns", if: a["formStyle"] == "columns")
            return node("form", ["class": classes.value, "method": "dialog"], [
                .node(node("ul", ["class": "o-rows", "role": "list", "data-p": "c"], [children])),
            ])
        case .scroll:
            var classes = ClassList("o-scroll")
            classes.add(prefix: "o-axes-", a["axes"])
            // What a vertical scroll view holds is in an implicit VStack: laid
            // out as one (centred, greedy views stretched).
            classes.add("o-v", if: (a["axes"] ?? "vertical") == "vertical")
            classes.add("o-no-indicators", if: a["showsIndicators"] == "false")
            classes.add("o-bounce-size", if: a["bounce"] == "basedOnSize")
            classes.add("o-scroll-disabled", if: a["scrollDisabled"] == "true")
            classes.add("o-scroll-unclipped", if: a["clip"] == "false")
            // `.scrollTargetBehavior`: CSS scroll snapping (style.css).
            switch a["scrollTargetBehavior"] {
            case "paging": classes.add("o-stb-paging")
            case "viewAligned": classes.add("o-stb-aligned")
            case "viewAlignedOne": classes.add("o-stb-aligned o-stb-one")
            default: break
            }
            let dismisses = a["dismissesKeyboard"].flatMap { ["immediately", "interactively"].contains($0) ? $0 : nil }
            // `.contentMargins`: padding inside the scroll view scrolls with the content.
            var margins = StyleList()
            CSS.contentMargins(a["contentMargins"], into: &margins)
            return node("div", [
                "class": classes.value, "data-anchor": scrollAnchor(a["anchor"]), "data-dismiss-keyboard": dismisses,
                "style": margins.isEmpty ? nil : margins.value, "data-scroll-report": flag(a["reportsScroll"] == "true"),
                "data-scroll-leading": flag(a["reportsLeading"] == "true"),
            ], [children])
        case .slot:
            var classes = ClassList("o-slot")
            classes.add(prefix: "o-slot-", a["name"])
            classes.add(prefix: "o-pl-", a["placement"])
            // A Label's icon is decoration: its title names it, also when
            // only the icon is shown (the title is then visually hidden).
            return node("div", ["class": classes.value, "aria-hidden": a["name"] == "icon" ? "true" : nil], [children])
        case .navigationStack:
            var classes = ClassList("o-nav")
            classes.add(prefix: "o-col-", a["column"])
            return node("div", ["class": classes.value, "data-depth": a["depth"] ?? "0"], [children])
        case .screen:
            return screen(a)
        case .navigationSplitView:
            return node("div", ["class": a["columnVisibility"] == "detailOnly" ? "o-split o-split-detail" : "o-split"], [children])
        case .navigationLink:
            let disabled = isDisabled(a)
            var classes = ClassList("o-link")
            classes.add(prefix: "o-bs-", a["buttonStyle"])
            classes.add("o-tinted", if: a["tint"] != nil)
            return node("a", [
                "class": classes.value, "href": "#", "role": "button", "aria-disabled": disabled ? "true" : nil,
                "style": buttonStyle(a),
            ], [
                .node(node("span", ["class": "o-link-label", "data-p": "c"], [children])),
                .node(node("span", ["class": "o-chevron", "aria-hidden": "true"], [.text("›")])),
            ])
        case .link:
            return link(a)
        case .disclosureGroup:
            let expanded = a["isExpanded"] == "true"
            return node("div", ["class": "o-disclosure"], [
                .node(node("button", [
                    "type": "button", "class": "o-disclosure-label", "data-p": "l", "aria-expanded": expanded ? "true" : "false",
                    "disabled": flag(isDisabled(a)),
                ], [.children("l"), .node(node("span", ["class": "o-disclosure-chevron", "aria-hidden": "true"], [.text("›")]))])),
                .node(node("div", ["class": "o-disclosure-content", "data-p": "c"], [children])),
            ])
        case .groupBox:
            return node("div", ["class": "o-groupbox", "role": "group"], [
                .node(node("div", ["class": "o-groupbox-label", "data-p": "l"], [.children("l")])),
                .node(node("div", ["class": "o-groupbox-content", "data-p": "c"], [children])),
            ])
        case .controlGroup:
            var classes = ClassList("o-controlgroup")
            classes.add(prefix: "o-cgs-", a["controlGroupStyle"])
            return node("div", ["class": classes.value, "role": "group"], [
                .node(node("span", ["class": "o-sr", "data-p": "l"], [.children("l")])),
                .node(node("div", ["class": "o-controlgroup-items", "data-p": "c"], [children])),
            ])
        case .contentUnavailable:
            return node("div", ["class": "o-unavailable"], [
                .node(node("div", ["class": "o-unavailable-label", "data-p": "l"], [.children("l")])),
                .node(node("div", ["class": "o-unavailable-description", "data-p": "d"], [.children("d")])),
                .node(node("div", ["class": "o-unavailable-actions", "data-p": "a"], [.children("a")])),
            ])
        case .menu:
            return menu(a)
        case .refreshable:
            let refreshing = a["refreshing"] == "true"
            return node("div", ["class": refreshing ? "o-refreshable o-refreshing" : "o-refreshable"], [
                .node(node("button", [
                    "type": "button", "class": "o-refresh", "data-a": "refresh", "data-p": "r",
                    "aria-busy": refreshing ? "true" : "false", "disabled": flag(refreshing),
                ], [.text(refreshing ? "Refreshing…" : "↻ Refresh")])),
                .node(node("div", ["class": "o-refreshable-content", "data-p": "c"], [children])),
            ])
        case .gesture:
            return gesture(a)
        case .contextMenu:
            return node("div", ["class": "o-context"], [
                .node(node("div", ["class": "o-context-content", "data-p": "c"], [children])),
                .node(node("div", ["class": "o-menu-items o-context-items", "role": "menu", "data-p": "m", "hidden": ""],
                           [.children("m")])),
            ])
        case .shareLink:
            return node("button", [
                "type": "button", "class": "o-button o-share", "data-share": a["url"] ?? "",
                "data-subject": a["subject"], "style": tintStyle(a), "disabled": flag(isDisabled(a)),
            ], [children])
        case .gauge:
            return gauge(a)
        case .tabView:
            return tabView(element, a)
        case .tab:
            return tab(a, context.page)
        case .label:
            var classes = ClassList("o-labelview")
            classes.add(prefix: "o-lbs-", a["labelStyle"])
            return node("span", ["class": classes.value], [children])
        case .image:
            return image(a)
        case .asyncImage:
            return asyncImage(a)
        case .progress:
            let value = CSS.number(a["value"])
            let total = CSS.number(a["total"]).flatMap { $0 > 0 ? $0 : nil } ?? 1
            // A spinner when asked for, and (as on iOS) while the progress is
            // unknown unless the style is linear; a bar otherwise.
            let spins = a["progressViewStyle"] == "circular" || (value == nil && a["progressViewStyle"] != "linear")
            let indicator = spins
                ? node("span", [
                    "class": a["tint"] == nil ? "o-spinner" : "o-spinner o-tinted", "role": "progressbar", "data-p": "b",
                    "style": tintStyle(a), "aria-label": "In progress",
                ])
                : node("progress", [
                    "data-p": "b", "value": value.map { CSS.format(min(max($0, 0), total)) },
                    "max": value == nil ? nil : CSS.format(total), "style": tintStyle(a),
                ])
            return node("div", ["class": spins ? "o-progress o-progress-circular" : "o-progress"], [
                .node(node("span", ["class": "o-progress-label", "data-p": "c"], [children])),
                .node(indicator),
                .node(node("span", ["class": "o-progress-value", "data-p": "v"], [.children("v")])),
            ])
        case .labeledContent where a["labeledContentStyle"] == "custom":
            // Drawn by a custom LabeledContentStyle: its body is the content.
            return node("div", ["class": "o-lc-custom"], [children])
        case .labeledContent:
            return node("div", ["class": "o-lc"], [
                .node(node("span", ["class": "o-lc-label", "data-p": "l"],
                           a["label"].map { [.text($0)] } ?? [.children("l")])),
                .node(node("span", ["class": "o-lc-value", "data-p": "c"],
                           a["value"].map { [.text($0)] } ?? [children])),
            ])
        case .shape:
            return shape(a, id: element.id)
        case .modifier:
            return modifier(a, id: element.id)
        case .swipeActions:
            var classes = ClassList("o-swipe")
            classes.add(prefix: "o-edge-", a["edge"])
            return node("div", ["class": classes.value], [children])
        case .toolbar:
            return node("div", ["class": a["inBar"] == "true" ? "o-toolbar-host o-in-bar" : "o-toolbar-host"], [
                .node(node("div", ["class": "o-toolbar o-toolbar-top", "role": "toolbar", "data-p": "t"],
                           [.children("t")])),
                .node(node("div", ["class": "o-toolbar-content", "data-p": "c"], [children])),
                .node(node("div", ["class": "o-toolbar o-toolbar-bottom", "role": "toolbar", "data-p": "b"],
                           [.children("b")])),
            ])
        case .searchable:
            let prompt = a["prompt"] ?? "Search"
            return node("div", ["class": "o-searchable"], [
                .node(node("div", ["class": "o-search", "role": "search"], [
                    .node(node("input", [
                        "type": "search", "data-p": "i", "placeholder": prompt, "aria-label": prompt,
                        "enterkeyhint": "search", "value": a["text"] ?? "", "disabled": flag(isDisabled(a)),
                        "data-focus": flag(a["focused"] != nil), "data-focused": flag(a["focused"] == "true"),
                    ])),
                ])),
                .node(node("div", ["class": "o-searchable-content", "data-p": "c"], [children])),
            ])
        case .alert, .sheet, .confirmationDialog:
            return presentation(element.role, a)
        case .commands:
            // The scene's commands: no menu bar to show them in, but their
            // keyboard shortcuts work (client.js looks in here too).
            return node("div", ["class": "o-commands", "hidden": ""], [children])
        default:
            return node("div", ["class": "o-" + CSS.classToken(element.role.rawValue)], [children])
        }
    }

    // MARK: Controls

    static func field(_ element: Element, _ a: Attributes) -> HTMLNode {
        let label = a["label"] ?? ""
        let placeholder = a["prompt"] ?? label
        // A field without a title (a `TextEditor`) is named by an
        // `.accessibilityLabel` around it.
        let name = label.isEmpty && a["prompt"] == nil ? accessibilityLabel(around: element) : nil
        let styled = textStyled("o-input", a)
        var classes = ClassList("o-field")
        classes.add(prefix: "o-tfs-", a["textFieldStyle"])
        // A field bound with `.focused` reports its focus; the one the state names takes it.
        let focus = (bound: flag(a["focused"] != nil), named: flag(a["focused"] == "true"))
        // `.autocorrectionDisabled()`: neither corrections nor spelling marks.
        let noCorrection = a["autocorrection"] == "disabled"
        let input: HTMLNode
        if element.role == .textField && a["axis"] == "vertical" {
            let lines = a["lineLimit"].flatMap { limit in CSS.number(String(limit.split(separator: ".").first ?? "")) }
            input = node("textarea", [
                "data-p": "i", "class": styled.classes, "style": styled.style, "placeholder": placeholder,
                "aria-label": name, "rows": lines.map { String(Int(min(max($0, 1), 50))) }, "disabled": flag(isDisabled(a)),
                "enterkeyhint": a["submitLabel"], "data-focus": focus.bound, "data-focused": focus.named,
                "autocorrect": noCorrection ? "off" : nil, "spellcheck": noCorrection ? "false" : nil,
                "autocapitalize": a["autocapitalize"].flatMap { ["none", "words", "sentences", "characters"].contains($0) ? $0 : nil },
            ], [.text(a["value"] ?? "")])
        } else {
            let keyboard = element.role == .secureField ? nil : a["keyboardType"]
            let (type, mode) = inputKind(keyboard)
            input = node("input", [
                "type": element.role == .secureField ? "password" : type, "data-p": "i", "class": styled.classes,
                "style": styled.style, "inputmode": mode, "placeholder": placeholder, "value": a["value"] ?? "",
                "aria-label": name,
                "autocomplete": element.role == .secureField ? "current-password" : (mode == "email" ? "email" : "off"),
                "disabled": flag(isDisabled(a)), "enterkeyhint": a["submitLabel"],
                "data-focus": focus.bound, "data-focused": focus.named,
                "autocorrect": noCorrection ? "off" : nil, "spellcheck": noCorrection ? "false" : nil,
                "autocapitalize": a["autocapitalize"].flatMap { ["none", "words", "sentences", "characters"].contains($0) ? $0 : nil },
            ])
        }
        return node("label", ["class": classes.value], [
            .node(node("span", ["class": "o-field-label", "data-p": "l"], [.text(label)])),
            .node(input),
        ])
    }

    /// The label of the `.accessibilityLabel` modifier that wraps `element`
    /// alone (through other modifiers that wrap it alone), if there is one.
    static func accessibilityLabel(around element: Element) -> String? {
        var current = element
        while let parent = current.parent, parent.role == .modifier, parent.children.count == 1 {
            if parent["modifier"] == "accessibility", let label = parent["label"] { return label }
            current = parent
        }
        return nil
    }

    /// The input type and `inputmode` for a `keyboardType` attribute. Types
    /// whose inputs have no caret API (`email`, `number`) are avoided: the
    /// client keeps the caret where the user put it.
    static func inputKind(_ keyboard: String?) -> (type: String, mode: String?) {
        switch keyboard {
        case "emailAddress": return ("text", "email")
        case "URL": return ("url", nil)
        case "phonePad", "namePhonePad": return ("tel", nil)
        case "numberPad", "asciiCapableNumberPad": return ("text", "numeric")
        case "decimalPad", "numbersAndPunctuation": return ("text", "decimal")
        case "webSearch": return ("search", nil)
        default: return ("text", nil)
        }
    }

    static func pickerShowsRadios(_ a: Attributes) -> Bool {
        ["segmented", "inline", "radioGroup"].contains(a["style"] ?? "")
    }

    static func picker(_ element: Element, _ a: Attributes) -> HTMLNode {
        let labelContent: [HTMLNode.Content] = a["label"].map { [.text($0)] } ?? [.children("l")]
        let disabled = isDisabled(a)
        if pickerShowsRadios(a) {
            let segmented = a["style"] == "segmented"
            return node("fieldset", [
                "class": segmented ? "o-picker o-segmented" : "o-picker o-inline-picker", "role": "radiogroup",
                "disabled": flag(disabled),
            ], [
                .node(node("legend", ["class": "o-picker-label", "data-p": "l"], labelContent)),
                .node(node("div", ["class": "o-options", "data-p": "c"], [children])),
            ])
        }
        if a["style"] == "navigationLink" {
            // A row that pushes the options' screen: the label, the selected
            // option's text, a chevron. The options stay in a hidden select.
            let options = element.children.filter { $0.role == .option }
            let selected = Int(a["selection"] ?? "").flatMap { options.indices.contains($0) ? options[$0] : nil }
            return node("div", ["class": "o-picker o-link-picker"], [
                .node(node("a", [
                    "class": "o-link-picker-row", "href": "#", "role": "button", "data-p": "b",
                    "aria-disabled": disabled ? "true" : nil,
                ], [
                    .node(node("span", ["class": "o-picker-label", "data-p": "l"], labelContent)),
                    .node(node("span", ["class": "o-picker-value"], [.text(selected.map { $0["label"] ?? plainText(of: $0) } ?? "")])),
                    .node(node("span", ["class": "o-chevron", "aria-hidden": "true"], [.text("›")])),
                ])),
                .node(node("select", ["hidden": "", "aria-hidden": "true", "tabindex": "-1", "data-p": "c"], [children])),
            ])
        }
        return node("label", ["class": "o-picker o-menu-picker"], [
            .node(node("span", ["class": "o-picker-label", "data-p": "l"], labelContent)),
            .node(node("select", [
                "data-p": "c", "size": a["style"] == "wheel" ? "5" : nil, "disabled": flag(disabled),
            ], [children])),
        ])
    }

    static func option(_ element: Element, _ a: Attributes, _ placement: OptionPlacement?) -> HTMLNode {
        guard let placement else {
            if a["selected"] != nil { return selectableRow(a) }
            return node("span", ["class": "o-option"], a["label"].map { [.text($0)] } ?? [children])
        }
        if !placement.asRadio {
            let text = a["label"] ?? plainText(of: element)
            return node("option", ["value": String(placement.index), "selected": flag(placement.isSelected)],
                        [.text(text)])
        }
        return node("label", ["class": "o-option"], [
            .node(node("input", [
                "type": "radio", "data-p": "i", "name": "o\(placement.picker.rawValue)",
                "value": String(placement.index), "checked": flag(placement.isSelected),
            ])),
            .node(node("span", ["class": "o-option-label", "data-p": "c"], a["label"].map { [.text($0)] } ?? [children])),
        ])
    }

    /// The texts of an element's descendants, joined by spaces.
    static func plainText(of element: Element) -> String {
        element.descendants().compactMap { $0.role == .text ? $0["text"] : nil }.joined(separator: " ")
    }

    static func stepper(_ a: Attributes) -> HTMLNode {
        let disabled = isDisabled(a)
        let value = CSS.number(a["value"])
        let atLower = value != nil && CSS.number(a["lowerBound"]).map { value! <= $0 } == true
        let atUpper = value != nil && CSS.number(a["upperBound"]).map { value! >= $0 } == true
        return node("div", ["class": "o-stepper", "role": "group"], [
            .node(node("span", ["class": "o-stepper-label", "data-p": "c"], [children])),
            .node(node("span", ["class": "o-stepper-controls"], [
                .node(node("button", [
                    "type": "button", "class": "o-step", "data-a": "decrement", "data-p": "d", "aria-label": "Decrement",
                    "disabled": flag(disabled || atLower),
                ], [.text("−")])),
                .node(node("output", ["class": "o-step-value", "data-p": "v"], [.text(value.map(stepperValue) ?? a["value"] ?? "")])),
                .node(node("button", [
                    "type": "button", "class": "o-step", "data-a": "increment", "data-p": "u", "aria-label": "Increment",
                    "disabled": flag(disabled || atUpper),
                ], [.text("+")])),
            ])),
        ])
    }

    /// A stepper's value without the noise of binary fractions (`0.7`, not `0.7000000000000001`).
    static func stepperValue(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    /// A real link: one with a scheme opens in a new tab, a relative one in
    /// this tab. Only web and mail schemes are linked; another URL (a
    /// `javascript:` one) is shown but not followed.
    static func link(_ a: Attributes) -> HTMLNode {
        let url = a["url"] ?? ""
        let scheme = url.firstIndex(of: ":").map { url[..<$0].lowercased() }
        let isRelative = scheme == nil || url.hasPrefix("/") || url.hasPrefix(".")
        let isSafe = isRelative || ["http", "https", "mailto", "tel"].contains(scheme!)
        let disabled = isDisabled(a)
        return node("a", [
            "class": "o-url", "href": isSafe && !disabled ? url : nil,
            "target": isRelative || !isSafe ? nil : "_blank", "rel": isRelative || !isSafe ? nil : "noopener noreferrer",
            "style": tintStyle(a), "aria-disabled": disabled ? "true" : nil,
        ], [children])
    }

    /// A row with actions: its content, then move buttons (`.onMove`, shown
    /// in edit mode; a row can also be dragged by its handle) and a delete
    /// button (`.onDelete`). A move sends the offset to move before.
    static func row(_ a: Attributes, context: RenderContext) -> HTMLNode {
        var inner: [HTMLNode.Content] = []
        let offset = Int(a["offset"] ?? "")
        if a["movable"] == "true", let offset {
            inner.append(.node(node("span", ["class": "o-move", "data-p": "m"], [
                .node(node("button", [
                    "type": "button", "class": "o-move-up", "data-a": "move", "data-v": String(max(offset - 1, 0)),
                    "data-p": "u", "aria-label": "Move up", "disabled": flag(offset == 0),
                ], [.text("↑")])),
                .node(node("button", [
                    "type": "button", "class": "o-move-down", "data-a": "move", "data-v": String(offset + 2),
                    "data-p": "d", "aria-label": "Move down",
                ], [.text("↓")])),
                .node(node("span", ["class": "o-drag", "draggable": "true", "aria-hidden": "true"], [.text("≡")])),
            ])))
        }
        inner.append(.node(node("div", ["class": "o-row-content", "data-p": "c"], [children])))
        // `.onDelete`: a swipe action, past the row's trailing edge until the
        // row is swiped (or the action has keyboard focus), as on iOS.
        let deletable = a["deletable"] == "true"
        if deletable {
            inner.append(.node(node("span", ["class": "o-slot-actions"], [
                .node(node("button", [
                    "type": "button", "class": "o-delete", "data-a": "delete", "aria-label": "Delete",
                ], [.text("Delete")])),
            ])))
        }
        let classes = deletable ? "o-row o-swipe" : "o-row"
        return context.listItem
            ? node("li", ["class": classes, "data-offset": a["offset"]], inner)
            : node("div", ["class": classes, "role": "listitem", "data-offset": a["offset"]], inner)
    }

    /// A tab view: its pages, then (paged) the dots; a tab bar is made of
    /// the pages' tab buttons, which a grid places below the pages.
    static func tabView(_ element: Element, _ a: Attributes) -> HTMLNode {
        let style = a["style"] ?? "automatic"
        let count = max(0, min(Int(a["count"] ?? "") ?? 0, 100))
        let selection = Int(a["selection"] ?? "") ?? -1
        var classes = ClassList("o-tabs")
        classes.add(style.hasPrefix("page") ? "o-tabs-page" : "o-tabs-bar")
        var content: [HTMLNode.Content] = [
            .node(node("div", ["class": "o-pages", "data-p": "c", "data-selection": String(selection)], [children])),
        ]
        if style == "page" && count > 1 {
            let dots = (0..<count).map { index -> HTMLNode.Content in
                .node(node("button", [
                    "type": "button", "class": "o-dot", "data-a": "select", "data-v": String(index),
                    "aria-label": "Page \(index + 1)", "aria-current": index == selection ? "page" : nil,
                ]))
            }
            // `.indexViewStyle(.page(backgroundDisplayMode:))`: a backing behind the dots.
            let backed = ["page-always", "page-interactive"].contains(a["indexStyle"] ?? "")
            content.append(.node(node("div", ["class": backed ? "o-dots o-dots-backed" : "o-dots", "data-p": "d"], dots)))
        }
        if !style.hasPrefix("page") {
            // The tab buttons sit in their pages (a grid lines them up as a
            // bar); the tab list owns them, for assistive technology.
            let tabbed = element.children.indices.filter { index in
                let page = element.children[index]
                return page.role == .tab || (page.role == .option && page.children.contains { $0.role == .tab })
            }
            if !tabbed.isEmpty {
                let owned = tabbed.map { tabButtonID(tabView: element.id, index: $0) }.joined(separator: " ")
                content.append(.node(node("div", ["class": "o-tablist", "role": "tablist", "aria-owns": owned])))
            }
        }
        return node("div", ["class": classes.value, "style": "--o-tab-count:\(max(count, 1))"], content)
    }

    /// The DOM id of the tab button of page `index` of a tab view.
    static func tabButtonID(tabView: ElementID, index: Int) -> String {
        "o\(tabView.rawValue)-tab\(index)"
    }

    /// A page with a tab item: its content (hidden unless selected), and its
    /// button in the tab bar, which selects the page on the tab view.
    static func tab(_ a: Attributes, _ page: PagePlacement?) -> HTMLNode {
        let isShown = page.map { $0.isPaged || $0.isSelected } ?? true
        return node("div", ["class": "o-tab", "data-page": page.map { String($0.index) }], [
            .node(node("div", ["class": "o-tab-content", "data-p": "c", "hidden": flag(!isShown)], [children])),
            .node(node("button", [
                "type": "button", "class": "o-tab-button", "role": "tab", "data-p": "b",
                "id": page.map { tabButtonID(tabView: $0.tabView, index: $0.index) },
                "data-a": page == nil ? nil : "select", "data-v": page.map { String($0.index) },
                "data-target": page.map { String($0.tabView.rawValue) },
                "aria-selected": page.map { $0.isSelected ? "true" : "false" },
            ], [.children("b")] + (a["badge"].map { [.node(node("span", ["class": "o-tab-badge"], [.text($0)]))] } ?? []))),
        ])
    }

    /// A menu: a native disclosure (`<details>`), opened and closed in the
    /// page, whose items are the menu's buttons. With a primary action the
    /// label is a button of its own (a tap runs the action) and a chevron opens the list.
    static func menu(_ a: Attributes) -> HTMLNode {
        let disabled = isDisabled(a)
        let items = HTMLNode.Content.node(node("div", ["class": "o-menu-items", "role": "menu", "data-p": "c"], [children]))
        if a["primaryAction"] == "true" {
            return node("div", ["class": "o-menu-split"], [
                .node(node("button", [
                    "type": "button", "class": "o-button o-menu-primary", "data-p": "l", "disabled": flag(disabled),
                ], [.children("l")])),
                .node(node("details", ["class": "o-menu"], [
                    .node(node("summary", [
                        "class": a["menuIndicator"] == "hidden" ? "o-menu-label o-menu-more o-mi-hidden" : "o-menu-label o-menu-more",
                        "aria-label": "More",
                    ], [.text("⌄")])),
                    items,
                ])),
            ])
        }
        return node("details", ["class": "o-menu"], [
            .node(node("summary", [
                "class": a["menuStyle"] == "button" ? "o-menu-label o-ms-button" : "o-menu-label", "data-p": "l",
                "aria-disabled": disabled ? "true" : nil,
            ], [.children("l")])),
            items,
        ])
    }

    /// A gauge: a meter between its bounds, with its labels around it.
    static func gauge(_ a: Attributes) -> HTMLNode {
        let lower = CSS.number(a["lowerBound"]) ?? 0
        let upper = max(CSS.number(a["upperBound"]) ?? 1, lower)
        let value = min(max(CSS.number(a["value"]) ?? lower, lower), upper)
        let fraction = upper > lower ? (value - lower) / (upper - lower) : 0
        var classes = ClassList("o-gauge")
        classes.add(prefix: "o-gs-", a["style"])
        var style = StyleList()
        style.add("--o-gauge", CSS.format(fraction * 100) + "%")
        if let tint = tintStyle(a) { style.add("--o-tint", String(tint.dropFirst("--o-tint:".count))) }
        return node("div", ["class": classes.value, "style": style.value], [
            .node(node("div", ["class": "o-gauge-label", "data-p": "l"], [.children("l")])),
            .node(node("div", ["class": "o-gauge-track"], [
                .node(node("span", ["class": "o-gauge-min", "data-p": "n"], [.children("n")])),
                .node(node("meter", [
                    "data-p": "m", "min": CSS.format(lower), "max": CSS.format(upper), "value": CSS.format(value),
                ])),
                .node(node("span", ["class": "o-gauge-max", "data-p": "x"], [.children("x")])),
            ])),
            .node(node("div", ["class": "o-gauge-value", "data-p": "v"], [.children("v")])),
        ])
    }

    // MARK: Layout

    static func stack(_ a: Attributes) -> HTMLNode {
        var classes = ClassList("o-stack")
        var style = StyleList()
        switch a["axis"] {
        case "horizontal":
            classes.add("o-h")
            classes.add(prefix: "o-va-", a["alignment"])
        case "depth":
            classes.add("o-z")
            let parts = (a["alignment"] ?? "center center").split(separator: " ").map(String.init)
            if parts.count == 2 {
                classes.add(prefix: "o-ha-", parts[0])
                classes.add(prefix: "o-va-", parts[1])
            }
        default:
            classes.add("o-v")
            classes.add(prefix: "o-ha-", a["alignment"])
        }
        for pinned in (a["pinned"] ?? "").split(separator: ",") { classes.add(prefix: "o-pin-", String(pinned)) }
        style.add("gap", CSS.px(a["spacing"]))
        return node("div", ["class": classes.value, "style": style.isEmpty ? nil : style.value], [children])
    }

    static func screen(_ a: Attributes) -> HTMLNode {
        let depth = Int(a["depth"] ?? "0") ?? 0
        var classes = ClassList("o-screen")
        classes.add(prefix: "o-tdm-", a["titleDisplayMode"])
        let hiddenBars = Set((a["hiddenBars"] ?? "").split(separator: ",").map(String.init))
        classes.add("o-no-navbar", if: hiddenBars.contains("navigationBar"))
        classes.add("o-no-bottombar", if: hiddenBars.contains("bottomBar"))
        classes.add("o-no-tabbar", if: hiddenBars.contains("tabBar"))
        classes.add("o-has-toolbar", if: a["toolbar"] == "true")
        var barStyle = StyleList()
        if a["barBackgroundVisibility"] == "hidden" {
            barStyle.add("background", "transparent")
        } else if let fill = a["barBackground"] {
            barStyle.add("background", CSS.background(fill).color)
        }
        return node("section", ["class": classes.value], [
            .node(node("header", ["class": "o-bar", "style": barStyle.isEmpty ? nil : barStyle.value], [
                .node(node("button", [
                    "type": "button", "class": "o-back", "data-a": "pop", "data-p": "b",
                    "hidden": flag(depth == 0 || a["backButtonHidden"] == "true"),
                ], [.text("‹ Back")])),
                .node(node("h1", ["class": "o-title", "data-p": "t"], [.text(a["title"] ?? "")])),
                .node(node("p", ["class": "o-subtitle", "hidden": flag((a["subtitle"] ?? "").isEmpty)], [.text(a["subtitle"] ?? "")])),
            ])),
            .node(node("div", ["class": "o-screen-body", "data-p": "c"], [children])),
        ])
    }

    static func modifier(_ a: Attributes, id: ElementID) -> HTMLNode {
        let name = a["modifier"] ?? ""
        var classes = ClassList("o-mod")
        classes.add(prefix: "o-m-", name)
        var style = StyleList()
        var before: [HTMLNode.Content] = []
        switch name {
        case "padding":
            if a["edges"] == nil {
                let sides = ["top", "trailing", "bottom", "leading"].map { CSS.px(a[$0]) ?? "0px" }
                style.add("padding", sides.joined(separator: " "))
            } else {
                let length = CSS.px(a["length"]) ?? "16px"
                let edges = a["edges"] ?? "all"
                let set: Set<String> = switch edges {
                case "all": ["top", "leading", "bottom", "trailing"]
                case "horizontal": ["leading", "trailing"]
                case "vertical": ["top", "bottom"]
                default: Set(edges.split(separator: ",").map(String.init))
                }
                let sides = ["top", "trailing", "bottom", "leading"].map { set.contains($0) ? length : "0px" }
                style.add("padding", sides.joined(separator: " "))
            }
        case "frame":
            for (attribute, property) in [
                ("width", "width"), ("height", "height"), ("minWidth", "min-width"), ("minHeight", "min-height"),
                ("maxWidth", "max-width"), ("maxHeight", "max-height"),
            ] {
                guard let value = a[attribute] else { continue }
                if value == "infinity" {
                    classes.add(attribute == "maxWidth" ? "o-fill-w" : attribute == "maxHeight" ? "o-fill-h" : "o-fill")
                } else {
                    style.add(property, CSS.px(value))
                    // A set size is kept: the greedy views inside do not stretch the frame.
                    if attribute == "width" { classes.add("o-set-w") }
                    if attribute == "height" { classes.add("o-set-h") }
                }
            }
            // The ideal size, taken where nothing proposes one (a fixed size, a scroll axis).
            if let ideal = CSS.px(a["idealWidth"]) { style.add("--o-iw", ideal); classes.add("o-ideal-w") }
            if let ideal = CSS.px(a["idealHeight"]) { style.add("--o-ih", ideal); classes.add("o-ideal-h") }
            classes.add(prefix: "o-al-", a["alignment"])
        case "background", "overlay":
            if let fill = a["style"] {
                let background = CSS.background(fill)
                if let className = background.className { classes.add(className) }
                if name == "background" {
                    style.add("background", background.color)
                } else {
                    classes.add("o-ov-fill")
                    style.add("--o-ov", background.color)
                }
                style.add("border-radius", CSS.radius(shape: a["shape"], cornerRadius: a["cornerRadius"]))
                // `.background(style.shadow(…))`: a box shadow, inset for an inner one.
                if let shadow = Shadow.of(fill) {
                    style.add("box-shadow", (shadow.isInner ? "inset " : "") + shadow.cssValue)
                }
            }
            classes.add(prefix: "o-al-", a["alignment"])
        case "alignmentGuide":
            // The shift that puts the guide on the stack's line: a fraction
            // of the view's own size (a percentage of `translate`) plus points.
            let horizontal = a["axis"] == "horizontal"
            classes.add(prefix: horizontal ? "o-ag-h-" : "o-ag-v-", a["alignment"])
            let fraction = CSS.number(a["shiftFraction"]) ?? 0
            let points = CSS.number(a["shift"]) ?? 0
            style.add("--o-ag", "calc(\(CSS.format(fraction * 100))% + \(CSS.format(points))px)")
        case "navigationTransition":
            classes.add(prefix: "o-nt-", a["style"])
        case "glassEffect":
            // Liquid Glass: a translucent, blurred fill with a light edge, in its shape.
            classes.add(prefix: "o-glass-", a["glass"])
            if a["interactive"] == "true" { classes.add("o-glass-interactive") }
            if let tint = Paint.parse(a["tint"])?.firstColor { style.add("--o-glass-tint", tint) }
            style.add("border-radius", CSS.radius(shape: a["shape"], cornerRadius: a["cornerRadius"]))
        case "cornerRadius":
            style.add("border-radius", CSS.px(a["radius"]))
        case "border":
            // Inside the frame, as SwiftUI draws it: an inset box shadow takes no space.
            if let width = CSS.px(a["width"]), let color = Paint.parse(a["style"])?.firstColor {
                style.add("box-shadow", "inset 0 0 0 \(width) \(color)")
            }
        case "clipShape":
            addClip(a, to: &style)
        case "mask":
            if a["shape"] != nil {
                addClip(a, to: &style)
            } else if let paint = Paint.parse(a["style"]), let background = paint.cssBackground {
                // A paint masks by its alpha: a gradient to clear fades the content out.
                let image = background.hasPrefix("linear-") || background.hasPrefix("radial-") || background.hasPrefix("conic-")
                    ? background : "linear-gradient(\(background), \(background))"
                style.add("-webkit-mask-image", image)
                style.add("mask-image", image)
            }
        case "contentShape":
            // The whole box takes taps, transparent parts included (CSS cannot
            // limit hits to a shape without clipping what is drawn).
            break
        case "aspectRatio":
            classes.add(prefix: "o-cm-", a["contentMode"])
            if let ratio = CSS.number(a["ratio"]), ratio > 0 {
                classes.add("o-ratio")
                style.add("aspect-ratio", CSS.format(ratio))
            }
        case "opacity":
            style.add("opacity", CSS.number(a["value"]).map { CSS.format(min(max($0, 0), 1)) })
        case "shadow":
            if let radius = CSS.px(a["radius"]) {
                let color = CSS.color(a["color"]) ?? "rgba(0,0,0,.33)"
                style.add("filter", "drop-shadow(\(CSS.px(a["x"]) ?? "0px") \(CSS.px(a["y"]) ?? "0px") \(radius) \(color))")
            }
        case "position":
            style.add("left", CSS.px(a["x"]))
            style.add("top", CSS.px(a["y"]))
        case "offset":
            if let x = CSS.px(a["x"]), let y = CSS.px(a["y"]) { style.add("transform", "translate(\(x),\(y))") }
        case "scrollTransition":
            scrollTransition(a, &classes, &style)
        case "previewCanvas":
            classes.add(prefix: "o-pv-", a["layout"])
            style.add("width", CSS.px(a["width"]))
            style.add("height", CSS.px(a["height"]))
        case "safeAreaInset":
            classes.add(prefix: "o-edge-", a["edge"])
            style.add("gap", CSS.px(a["spacing"]))
        case "fileImporter":
            // The page's file picker: a hidden input that client.js opens
            // while the importer is presented.
            before = [.node(fileInput(a))]
        default:
            if !layoutModifier(name, a, &classes, &style) {
                before = visualEffect(name, a, id: id, &classes, &style) ?? []
            }
        }
        var wrapper = node("div", [
            "class": classes.value, "style": style.isEmpty ? nil : style.value,
            "title": name == "help" ? a["text"] : nil,
        ], before + [children])
        if name == "accessibility" { wrapper.attributes.append(contentsOf: accessibilityAttributes(a)) }
        if name == "badge", let text = a["text"] { wrapper.attributes.append(("data-badge", text)) }
        if name == "scrollVisibility" {
            wrapper.attributes.append(("data-visibility-threshold", CSS.number(a["threshold"]).map(CSS.format) ?? "0.5"))
        }
        if name == "focusable" && a["isFocusable"] == "true" {
            wrapper.attributes.append(("tabindex", "0"))
            // Bound by `.focused`: reports its focus, and takes it when named.
            if let focused = a["focused"] {
                wrapper.attributes.append(("data-focus", ""))
                if focused == "true" { wrapper.attributes.append(("data-focused", "")) }
            }
        }
        if name == "matchedGeometry", let key = a["key"] {
            wrapper.attributes.append(("data-mge", key))
            if let properties = a["properties"], properties != "frame" { wrapper.attributes.append(("data-mge-props", properties)) }
        }
        if name == "colorScheme", let scheme = a["scheme"], ["dark", "light"].contains(scheme) {
            wrapper.attributes.append(("data-o-scheme", scheme))
        }
        if name == "fileImporter", a["presented"] == "true" {
            wrapper.attributes.append(("data-fi-presented", ""))
        }
        if name == "fileExporter", a["presented"] == "true", let count = a["count"].flatMap(Int.init), (1...64).contains(count) {
            wrapper.attributes.append(("data-fe-presented", String(count)))
        }
        if name == "presentationDetents" {
            wrapper.attributes.append(contentsOf: detentAttributes(a))
        }
        if name == "onDrag" {
            wrapper.attributes.append(("draggable", "true"))
            wrapper.attributes.append(("data-drag", ""))
        }
        if name == "onDrop" {
            // What a drag from outside may bring here (files, text, urls).
            let kinds = (a["accepts"] ?? "").split(separator: " ").filter { ["files", "text", "urls"].contains($0) }
            wrapper.attributes.append(("data-drop", kinds.joined(separator: " ")))
        }
        wrapper.attributes.append(contentsOf: animationAttributes(name, a))
        return wrapper
    }

    // MARK: Presentation

    /// The hidden `<input type="file">` of `.fileImporter`: the types it
    /// accepts (extensions and MIME types, each checked), and `multiple`.
    static func fileInput(_ a: Attributes) -> HTMLNode {
        let accepted = (a["accept"] ?? "").split(separator: ",").filter { type in
            !type.isEmpty && type.utf8.count <= 100
                && type.utf8.allSatisfy { byte in
                    (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                        || [UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                            UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "_")].contains(byte)
                }
        }.prefix(64)
        var attributes: [(String, String)] = [("type", "file"), ("class", "o-file-input"), ("hidden", ""), ("tabindex", "-1")]
        if !accepted.isEmpty { attributes.append(("accept", accepted.joined(separator: ","))) }
        if a["multiple"] == "true" { attributes.append(("multiple", "")) }
        return HTMLNode("input", attributes, [])
    }

    /// A sheet's detents (`f:0.5 h:300`) and the selected one, each checked
    /// to be a share from 0 to 1 or a height in points.
    static func detentAttributes(_ a: Attributes) -> [(String, String)] {
        func isDetent(_ token: Substring) -> Bool {
            guard token.count > 2, let number = Double(token.dropFirst(2)), number.isFinite, number >= 0 else { return false }
            return token.hasPrefix("f:") ? number <= 1 : token.hasPrefix("h:") && number <= 100_000
        }
        let detents = (a["detents"] ?? "").split(separator: " ").filter(isDetent).prefix(8)
        guard !detents.isEmpty else { return [] }
        var attributes = [("data-detents", detents.joined(separator: " "))]
        if let selected = a["selected"], isDetent(Substring(selected)) { attributes.append(("data-detent", selected)) }
        return attributes
    }

    static func presentation(_ role: ElementRole, _ a: Attributes) -> HTMLNode {
        let presented = a["isPresented"] == "true"
        let host = "o-presenter o-" + CSS.classToken(role.rawValue) + "-host"
        let content = node("div", ["class": "o-presenting", "data-p": "c"], [children])
        if role == .sheet {
            let style = ["fullScreenCover", "popover"].contains(a["style"] ?? "") ? a["style"]! : "sheet"
            let dismissible = style != "fullScreenCover"
            return node("div", ["class": host + " o-style-" + style], [
                .node(content),
                .node(node("div", [
                    "class": dismissible ? "o-backdrop o-sheet-backdrop" : "o-backdrop o-sheet-backdrop o-no-dismiss",
                    "data-p": "d", "data-a": dismissible ? "dismiss" : nil, "hidden": flag(!presented),
                ], [
                    .node(node("div", ["class": "o-sheet", "role": "dialog", "aria-modal": "true", "tabindex": "-1", "data-p": "s"],
                               [.children("s")])),
                ])),
            ])
        }
        let isDialog = role != .alert
        return node("div", ["class": host], [
            .node(content),
            .node(node("div", [
                "class": isDialog ? "o-backdrop o-dialog-backdrop" : "o-backdrop", "data-p": "d",
                "data-a": isDialog ? "dismiss" : nil, "hidden": flag(!presented),
            ], [
                .node(node("div", [
                    "class": isDialog ? "o-dialog o-confirmation" : "o-dialog o-alert",
                    "role": "alertdialog", "aria-modal": "true", "tabindex": "-1",
                ], [
                    .node(node("h2", [
                        "class": "o-dialog-title", "data-p": "t", "hidden": flag(a["titleVisibility"] == "hidden"),
                    ], [.text(a["title"] ?? "")])),
                    .node(node("div", ["class": "o-dialog-message", "data-p": "m"], [.children("m")])),
                    .node(node("div", ["class": "o-dialog-actions", "data-p": "a"], [.children("a")])),
                ])),
            ])),
        ])
    }
}
