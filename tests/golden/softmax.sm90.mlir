module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.nvvm.barrier0()
  llvm.func @llvm.nvvm.ex2.approx.ftz.f(f32) -> f32
  llvm.func @llvm.nvvm.rcp.approx.ftz.f(f32) -> f32
  llvm.func @llvm.nvvm.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.tid.x() -> i32
  llvm.func @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) -> i32
  func.func @softmax_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>, %a2: i32, %a3: i32) {
    %tid = llvm.call @llvm.nvvm.read.ptx.sreg.tid.x() : () -> i32
    %tidx = arith.index_cast %tid : i32 to index
    %pid0 = llvm.call @llvm.nvvm.read.ptx.sreg.ctaid.x() : () -> i32
    %nprog0 = llvm.call @llvm.nvvm.read.ptx.sreg.nctaid.x() : () -> i32
    %pid1 = llvm.call @llvm.nvvm.read.ptx.sreg.ctaid.y() : () -> i32
    %nprog1 = llvm.call @llvm.nvvm.read.ptx.sreg.nctaid.y() : () -> i32
    %pid2 = llvm.call @llvm.nvvm.read.ptx.sreg.ctaid.z() : () -> i32
    %nprog2 = llvm.call @llvm.nvvm.read.ptx.sreg.nctaid.z() : () -> i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %sbuf54_off = arith.constant 0 : i32
    %sbuf54 = llvm.getelementptr %smem[%sbuf54_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %sbuf170_off = arith.constant 32 : i32
    %sbuf170 = llvm.getelementptr %smem[%sbuf170_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %v1 = arith.muli %pid0, %a2 : i32
    %v2 = llvm.getelementptr %a1[%v1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v3 = arith.constant 0xFF800000 : f32
    %v4 = arith.muli %tidx, %c4 : index
    %v5 = arith.addi %v4, %c1 : index
    %v6 = arith.addi %v4, %c2 : index
    %v7 = arith.addi %v4, %c3 : index
    %v8 = arith.index_cast %v4 : index to i32
    %v9 = llvm.getelementptr %v2[%v8] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v10 = arith.subi %a3, %v8 : i32
    %v11 = arith.constant 0 : i32
    %v12 = arith.constant 4 : i32
    %v13 = arith.maxsi %v10, %v11 : i32
    %v14 = arith.minsi %v13, %v12 : i32
    %v15 = arith.constant 4 : i32
    %v16 = arith.cmpi eq, %v14, %v15 : i32
    %v17 = scf.if %v16 -> (vector<4xf32>) {
      %v18 = llvm.load %v9 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      scf.yield %v18 : vector<4xf32>
    } else {
      %v19 = arith.constant 0 : i32
      %v20 = arith.cmpi slt, %v19, %v14 : i32
      %v21 = scf.if %v20 -> (f32) {
        %v21_l = llvm.load %v9 : !llvm.ptr<1> -> f32
        scf.yield %v21_l : f32
      } else {
        scf.yield %v3 : f32
      }
      %v22 = arith.constant 1 : i32
      %v23 = arith.cmpi slt, %v22, %v14 : i32
      %v24 = arith.index_cast %v5 : index to i32
      %v25 = llvm.getelementptr %v2[%v24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %v26 = scf.if %v23 -> (f32) {
        %v26_l = llvm.load %v25 : !llvm.ptr<1> -> f32
        scf.yield %v26_l : f32
      } else {
        scf.yield %v3 : f32
      }
      %v27 = arith.constant 2 : i32
      %v28 = arith.cmpi slt, %v27, %v14 : i32
      %v29 = arith.index_cast %v6 : index to i32
      %v30 = llvm.getelementptr %v2[%v29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %v31 = scf.if %v28 -> (f32) {
        %v31_l = llvm.load %v30 : !llvm.ptr<1> -> f32
        scf.yield %v31_l : f32
      } else {
        scf.yield %v3 : f32
      }
      %v32 = arith.constant 3 : i32
      %v33 = arith.cmpi slt, %v32, %v14 : i32
      %v34 = arith.index_cast %v7 : index to i32
      %v35 = llvm.getelementptr %v2[%v34] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %v36 = scf.if %v33 -> (f32) {
        %v36_l = llvm.load %v35 : !llvm.ptr<1> -> f32
        scf.yield %v36_l : f32
      } else {
        scf.yield %v3 : f32
      }
      %v37 = llvm.mlir.undef : vector<4xf32>
      %v38 = llvm.mlir.constant(0 : i32) : i32
      %v39 = llvm.insertelement %v21, %v37[%v38 : i32] : vector<4xf32>
      %v40 = llvm.mlir.constant(1 : i32) : i32
      %v41 = llvm.insertelement %v26, %v39[%v40 : i32] : vector<4xf32>
      %v42 = llvm.mlir.constant(2 : i32) : i32
      %v43 = llvm.insertelement %v31, %v41[%v42 : i32] : vector<4xf32>
      %v44 = llvm.mlir.constant(3 : i32) : i32
      %v45 = llvm.insertelement %v36, %v43[%v44 : i32] : vector<4xf32>
      scf.yield %v45 : vector<4xf32>
    }
    %v46 = llvm.mlir.constant(0 : i32) : i32
    %v47 = llvm.extractelement %v17[%v46 : i32] : vector<4xf32>
    %v48 = llvm.mlir.constant(1 : i32) : i32
    %v49 = llvm.extractelement %v17[%v48 : i32] : vector<4xf32>
    %v50 = llvm.mlir.constant(2 : i32) : i32
    %v51 = llvm.extractelement %v17[%v50 : i32] : vector<4xf32>
    %v52 = llvm.mlir.constant(3 : i32) : i32
    %v53 = llvm.extractelement %v17[%v52 : i32] : vector<4xf32>
    %v55 = arith.remui %tidx, %c256 : index
    %v56 = arith.divui %tidx, %c256 : index
    %v57 = arith.cmpi ult, %v56, %c1 : index
    %v58 = arith.select %v57, %v56, %c0 : index
    %v59 = arith.constant 0xFF800000 : f32
    %v60 = arith.muli %tidx, %c4 : index
    %v61 = arith.addi %v60, %c1 : index
    %v62 = arith.addi %v60, %c2 : index
    %v63 = arith.addi %v60, %c3 : index
    %v64 = arith.maxnumf %v59, %v47 : f32
    %v65 = arith.maxnumf %v64, %v49 : f32
    %v66 = arith.maxnumf %v65, %v51 : f32
    %v67 = arith.maxnumf %v66, %v53 : f32
    %v68 = arith.bitcast %v67 : f32 to i32
    %v69 = arith.constant 16 : i32
    %v70 = arith.constant -1 : i32
    %v71 = arith.constant 31 : i32
    %v72 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v70, %v68, %v69, %v71) : (i32, i32, i32, i32) -> i32
    %v73 = arith.bitcast %v72 : i32 to f32
    %v74 = arith.maxnumf %v67, %v73 : f32
    %v75 = arith.bitcast %v74 : f32 to i32
    %v76 = arith.constant 8 : i32
    %v77 = arith.constant -1 : i32
    %v78 = arith.constant 31 : i32
    %v79 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v77, %v75, %v76, %v78) : (i32, i32, i32, i32) -> i32
    %v80 = arith.bitcast %v79 : i32 to f32
    %v81 = arith.maxnumf %v74, %v80 : f32
    %v82 = arith.bitcast %v81 : f32 to i32
    %v83 = arith.constant 4 : i32
    %v84 = arith.constant -1 : i32
    %v85 = arith.constant 31 : i32
    %v86 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v84, %v82, %v83, %v85) : (i32, i32, i32, i32) -> i32
    %v87 = arith.bitcast %v86 : i32 to f32
    %v88 = arith.maxnumf %v81, %v87 : f32
    %v89 = arith.bitcast %v88 : f32 to i32
    %v90 = arith.constant 2 : i32
    %v91 = arith.constant -1 : i32
    %v92 = arith.constant 31 : i32
    %v93 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v91, %v89, %v90, %v92) : (i32, i32, i32, i32) -> i32
    %v94 = arith.bitcast %v93 : i32 to f32
    %v95 = arith.maxnumf %v88, %v94 : f32
    %v96 = arith.bitcast %v95 : f32 to i32
    %v97 = arith.constant 1 : i32
    %v98 = arith.constant -1 : i32
    %v99 = arith.constant 31 : i32
    %v100 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v98, %v96, %v97, %v99) : (i32, i32, i32, i32) -> i32
    %v101 = arith.bitcast %v100 : i32 to f32
    %v102 = arith.maxnumf %v95, %v101 : f32
    %v103 = arith.divui %v55, %c32 : index
    %v104 = arith.remui %tidx, %c32 : index
    %v105 = arith.cmpi eq, %v104, %c0 : index
    %v106 = arith.muli %v56, %c8 : index
    %v107 = arith.addi %v106, %v103 : index
    llvm.call @llvm.nvvm.barrier0() : () -> ()
    scf.if %v105 {
      %v108 = arith.index_cast %v107 : index to i32
      %v109 = llvm.getelementptr %sbuf54[%v108] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v102, %v109 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.nvvm.barrier0() : () -> ()
    %v110 = arith.index_cast %v106 : index to i32
    %v111 = llvm.getelementptr %sbuf54[%v110] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v112 = llvm.load %v111 : !llvm.ptr<3> -> f32
    %v113 = arith.addi %v106, %c1 : index
    %v114 = arith.index_cast %v113 : index to i32
    %v115 = llvm.getelementptr %sbuf54[%v114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v116 = llvm.load %v115 : !llvm.ptr<3> -> f32
    %v117 = arith.maxnumf %v112, %v116 : f32
    %v118 = arith.addi %v106, %c2 : index
    %v119 = arith.index_cast %v118 : index to i32
    %v120 = llvm.getelementptr %sbuf54[%v119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v121 = llvm.load %v120 : !llvm.ptr<3> -> f32
    %v122 = arith.maxnumf %v117, %v121 : f32
    %v123 = arith.addi %v106, %c3 : index
    %v124 = arith.index_cast %v123 : index to i32
    %v125 = llvm.getelementptr %sbuf54[%v124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v126 = llvm.load %v125 : !llvm.ptr<3> -> f32
    %v127 = arith.maxnumf %v122, %v126 : f32
    %v128 = arith.addi %v106, %c4 : index
    %v129 = arith.index_cast %v128 : index to i32
    %v130 = llvm.getelementptr %sbuf54[%v129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v131 = llvm.load %v130 : !llvm.ptr<3> -> f32
    %v132 = arith.maxnumf %v127, %v131 : f32
    %v133 = arith.addi %v106, %c5 : index
    %v134 = arith.index_cast %v133 : index to i32
    %v135 = llvm.getelementptr %sbuf54[%v134] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v136 = llvm.load %v135 : !llvm.ptr<3> -> f32
    %v137 = arith.maxnumf %v132, %v136 : f32
    %v138 = arith.addi %v106, %c6 : index
    %v139 = arith.index_cast %v138 : index to i32
    %v140 = llvm.getelementptr %sbuf54[%v139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v141 = llvm.load %v140 : !llvm.ptr<3> -> f32
    %v142 = arith.maxnumf %v137, %v141 : f32
    %v143 = arith.addi %v106, %c7 : index
    %v144 = arith.index_cast %v143 : index to i32
    %v145 = llvm.getelementptr %sbuf54[%v144] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v146 = llvm.load %v145 : !llvm.ptr<3> -> f32
    %v147 = arith.maxnumf %v142, %v146 : f32
    llvm.call @llvm.nvvm.barrier0() : () -> ()
    %v148 = arith.muli %tidx, %c4 : index
    %v149 = arith.addi %v148, %c1 : index
    %v150 = arith.addi %v148, %c2 : index
    %v151 = arith.addi %v148, %c3 : index
    %v152 = arith.subf %v47, %v147 fastmath<contract> : f32
    %v153 = arith.constant 0x3FB8AA3B : f32
    %v154 = arith.mulf %v152, %v153 : f32
    %v155 = llvm.call @llvm.nvvm.ex2.approx.ftz.f(%v154) : (f32) -> f32
    %v156 = arith.subf %v49, %v147 fastmath<contract> : f32
    %v157 = arith.constant 0x3FB8AA3B : f32
    %v158 = arith.mulf %v156, %v157 : f32
    %v159 = llvm.call @llvm.nvvm.ex2.approx.ftz.f(%v158) : (f32) -> f32
    %v160 = arith.subf %v51, %v147 fastmath<contract> : f32
    %v161 = arith.constant 0x3FB8AA3B : f32
    %v162 = arith.mulf %v160, %v161 : f32
    %v163 = llvm.call @llvm.nvvm.ex2.approx.ftz.f(%v162) : (f32) -> f32
    %v164 = arith.subf %v53, %v147 fastmath<contract> : f32
    %v165 = arith.constant 0x3FB8AA3B : f32
    %v166 = arith.mulf %v164, %v165 : f32
    %v167 = llvm.call @llvm.nvvm.ex2.approx.ftz.f(%v166) : (f32) -> f32
    %v168 = arith.muli %pid0, %a2 : i32
    %v169 = llvm.getelementptr %a0[%v168] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v171 = arith.remui %tidx, %c256 : index
    %v172 = arith.divui %tidx, %c256 : index
    %v173 = arith.cmpi ult, %v172, %c1 : index
    %v174 = arith.select %v173, %v172, %c0 : index
    %v175 = arith.constant 0.0 : f32
    %v176 = arith.muli %tidx, %c4 : index
    %v177 = arith.addi %v176, %c1 : index
    %v178 = arith.addi %v176, %c2 : index
    %v179 = arith.addi %v176, %c3 : index
    %v180 = arith.addf %v175, %v155 fastmath<reassoc> : f32
    %v181 = arith.addf %v180, %v159 fastmath<reassoc> : f32
    %v182 = arith.addf %v181, %v163 fastmath<reassoc> : f32
    %v183 = arith.addf %v182, %v167 fastmath<reassoc> : f32
    %v184 = arith.bitcast %v183 : f32 to i32
    %v185 = arith.constant 16 : i32
    %v186 = arith.constant -1 : i32
    %v187 = arith.constant 31 : i32
    %v188 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v186, %v184, %v185, %v187) : (i32, i32, i32, i32) -> i32
    %v189 = arith.bitcast %v188 : i32 to f32
    %v190 = arith.addf %v183, %v189 fastmath<reassoc> : f32
    %v191 = arith.bitcast %v190 : f32 to i32
    %v192 = arith.constant 8 : i32
    %v193 = arith.constant -1 : i32
    %v194 = arith.constant 31 : i32
    %v195 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v193, %v191, %v192, %v194) : (i32, i32, i32, i32) -> i32
    %v196 = arith.bitcast %v195 : i32 to f32
    %v197 = arith.addf %v190, %v196 fastmath<reassoc> : f32
    %v198 = arith.bitcast %v197 : f32 to i32
    %v199 = arith.constant 4 : i32
    %v200 = arith.constant -1 : i32
    %v201 = arith.constant 31 : i32
    %v202 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v200, %v198, %v199, %v201) : (i32, i32, i32, i32) -> i32
    %v203 = arith.bitcast %v202 : i32 to f32
    %v204 = arith.addf %v197, %v203 fastmath<reassoc> : f32
    %v205 = arith.bitcast %v204 : f32 to i32
    %v206 = arith.constant 2 : i32
    %v207 = arith.constant -1 : i32
    %v208 = arith.constant 31 : i32
    %v209 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v207, %v205, %v206, %v208) : (i32, i32, i32, i32) -> i32
    %v210 = arith.bitcast %v209 : i32 to f32
    %v211 = arith.addf %v204, %v210 fastmath<reassoc> : f32
    %v212 = arith.bitcast %v211 : f32 to i32
    %v213 = arith.constant 1 : i32
    %v214 = arith.constant -1 : i32
    %v215 = arith.constant 31 : i32
    %v216 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v214, %v212, %v213, %v215) : (i32, i32, i32, i32) -> i32
    %v217 = arith.bitcast %v216 : i32 to f32
    %v218 = arith.addf %v211, %v217 fastmath<reassoc> : f32
    %v219 = arith.divui %v171, %c32 : index
    %v220 = arith.remui %tidx, %c32 : index
    %v221 = arith.cmpi eq, %v220, %c0 : index
    %v222 = arith.muli %v172, %c8 : index
    %v223 = arith.addi %v222, %v219 : index
    llvm.call @llvm.nvvm.barrier0() : () -> ()
    scf.if %v221 {
      %v224 = arith.index_cast %v223 : index to i32
      %v225 = llvm.getelementptr %sbuf170[%v224] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %v218, %v225 : f32, !llvm.ptr<3>
    }
    llvm.call @llvm.nvvm.barrier0() : () -> ()
    %v226 = arith.index_cast %v222 : index to i32
    %v227 = llvm.getelementptr %sbuf170[%v226] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v228 = llvm.load %v227 : !llvm.ptr<3> -> f32
    %v229 = arith.addi %v222, %c1 : index
    %v230 = arith.index_cast %v229 : index to i32
    %v231 = llvm.getelementptr %sbuf170[%v230] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v232 = llvm.load %v231 : !llvm.ptr<3> -> f32
    %v233 = arith.addf %v228, %v232 fastmath<reassoc> : f32
    %v234 = arith.addi %v222, %c2 : index
    %v235 = arith.index_cast %v234 : index to i32
    %v236 = llvm.getelementptr %sbuf170[%v235] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v237 = llvm.load %v236 : !llvm.ptr<3> -> f32
    %v238 = arith.addf %v233, %v237 fastmath<reassoc> : f32
    %v239 = arith.addi %v222, %c3 : index
    %v240 = arith.index_cast %v239 : index to i32
    %v241 = llvm.getelementptr %sbuf170[%v240] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v242 = llvm.load %v241 : !llvm.ptr<3> -> f32
    %v243 = arith.addf %v238, %v242 fastmath<reassoc> : f32
    %v244 = arith.addi %v222, %c4 : index
    %v245 = arith.index_cast %v244 : index to i32
    %v246 = llvm.getelementptr %sbuf170[%v245] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v247 = llvm.load %v246 : !llvm.ptr<3> -> f32
    %v248 = arith.addf %v243, %v247 fastmath<reassoc> : f32
    %v249 = arith.addi %v222, %c5 : index
    %v250 = arith.index_cast %v249 : index to i32
    %v251 = llvm.getelementptr %sbuf170[%v250] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v252 = llvm.load %v251 : !llvm.ptr<3> -> f32
    %v253 = arith.addf %v248, %v252 fastmath<reassoc> : f32
    %v254 = arith.addi %v222, %c6 : index
    %v255 = arith.index_cast %v254 : index to i32
    %v256 = llvm.getelementptr %sbuf170[%v255] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v257 = llvm.load %v256 : !llvm.ptr<3> -> f32
    %v258 = arith.addf %v253, %v257 fastmath<reassoc> : f32
    %v259 = arith.addi %v222, %c7 : index
    %v260 = arith.index_cast %v259 : index to i32
    %v261 = llvm.getelementptr %sbuf170[%v260] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v262 = llvm.load %v261 : !llvm.ptr<3> -> f32
    %v263 = arith.addf %v258, %v262 fastmath<reassoc> : f32
    llvm.call @llvm.nvvm.barrier0() : () -> ()
    %v264 = arith.muli %tidx, %c4 : index
    %v265 = arith.addi %v264, %c1 : index
    %v266 = arith.addi %v264, %c2 : index
    %v267 = arith.addi %v264, %c3 : index
    %v268 = math.absf %v263 : f32
    %v269 = arith.constant 0x7E800000 : f32
    %v270 = arith.cmpf ogt, %v268, %v269 : f32
    %v271 = arith.constant 0.25 : f32
    %v272 = arith.constant 1.0 : f32
    %v273 = arith.select %v270, %v271, %v272 : f32
    %v274 = arith.mulf %v263, %v273 : f32
    %v275 = arith.mulf %v155, %v273 : f32
    %v276 = llvm.call @llvm.nvvm.rcp.approx.ftz.f(%v274) : (f32) -> f32
    %v277 = arith.mulf %v275, %v276 : f32
    %v278 = math.absf %v263 : f32
    %v279 = arith.constant 0x7E800000 : f32
    %v280 = arith.cmpf ogt, %v278, %v279 : f32
    %v281 = arith.constant 0.25 : f32
    %v282 = arith.constant 1.0 : f32
    %v283 = arith.select %v280, %v281, %v282 : f32
    %v284 = arith.mulf %v263, %v283 : f32
    %v285 = arith.mulf %v159, %v283 : f32
    %v286 = llvm.call @llvm.nvvm.rcp.approx.ftz.f(%v284) : (f32) -> f32
    %v287 = arith.mulf %v285, %v286 : f32
    %v288 = math.absf %v263 : f32
    %v289 = arith.constant 0x7E800000 : f32
    %v290 = arith.cmpf ogt, %v288, %v289 : f32
    %v291 = arith.constant 0.25 : f32
    %v292 = arith.constant 1.0 : f32
    %v293 = arith.select %v290, %v291, %v292 : f32
    %v294 = arith.mulf %v263, %v293 : f32
    %v295 = arith.mulf %v163, %v293 : f32
    %v296 = llvm.call @llvm.nvvm.rcp.approx.ftz.f(%v294) : (f32) -> f32
    %v297 = arith.mulf %v295, %v296 : f32
    %v298 = math.absf %v263 : f32
    %v299 = arith.constant 0x7E800000 : f32
    %v300 = arith.cmpf ogt, %v298, %v299 : f32
    %v301 = arith.constant 0.25 : f32
    %v302 = arith.constant 1.0 : f32
    %v303 = arith.select %v300, %v301, %v302 : f32
    %v304 = arith.mulf %v263, %v303 : f32
    %v305 = arith.mulf %v167, %v303 : f32
    %v306 = llvm.call @llvm.nvvm.rcp.approx.ftz.f(%v304) : (f32) -> f32
    %v307 = arith.mulf %v305, %v306 : f32
    %v308 = llvm.mlir.undef : vector<4xf32>
    %v309 = llvm.mlir.constant(0 : i32) : i32
    %v310 = llvm.insertelement %v277, %v308[%v309 : i32] : vector<4xf32>
    %v311 = llvm.mlir.constant(1 : i32) : i32
    %v312 = llvm.insertelement %v287, %v310[%v311 : i32] : vector<4xf32>
    %v313 = llvm.mlir.constant(2 : i32) : i32
    %v314 = llvm.insertelement %v297, %v312[%v313 : i32] : vector<4xf32>
    %v315 = llvm.mlir.constant(3 : i32) : i32
    %v316 = llvm.insertelement %v307, %v314[%v315 : i32] : vector<4xf32>
    %v317 = arith.index_cast %v264 : index to i32
    %v318 = llvm.getelementptr %v169[%v317] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v319 = arith.subi %a3, %v317 : i32
    %v320 = arith.constant 0 : i32
    %v321 = arith.constant 4 : i32
    %v322 = arith.maxsi %v319, %v320 : i32
    %v323 = arith.minsi %v322, %v321 : i32
    %v324 = arith.constant 4 : i32
    %v325 = arith.cmpi eq, %v323, %v324 : i32
    scf.if %v325 {
      llvm.store %v316, %v318 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
    } else {
      %v326 = arith.constant 0 : i32
      %v327 = arith.cmpi slt, %v326, %v323 : i32
      scf.if %v327 {
        llvm.store %v277, %v318 : f32, !llvm.ptr<1>
      }
      %v328 = arith.constant 1 : i32
      %v329 = arith.cmpi slt, %v328, %v323 : i32
      %v330 = arith.index_cast %v265 : index to i32
      %v331 = llvm.getelementptr %v169[%v330] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      scf.if %v329 {
        llvm.store %v287, %v331 : f32, !llvm.ptr<1>
      }
      %v332 = arith.constant 2 : i32
      %v333 = arith.cmpi slt, %v332, %v323 : i32
      %v334 = arith.index_cast %v266 : index to i32
      %v335 = llvm.getelementptr %v169[%v334] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      scf.if %v333 {
        llvm.store %v297, %v335 : f32, !llvm.ptr<1>
      }
      %v336 = arith.constant 3 : i32
      %v337 = arith.cmpi slt, %v336, %v323 : i32
      %v338 = arith.index_cast %v267 : index to i32
      %v339 = llvm.getelementptr %v169[%v338] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      scf.if %v337 {
        llvm.store %v307, %v339 : f32, !llvm.ptr<1>
      }
    }
    func.return
  }
}
