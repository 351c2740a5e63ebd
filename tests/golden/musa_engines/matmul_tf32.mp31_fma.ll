; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 2
  %21 = lshr i64 %20, 6
  %22 = trunc i64 %20 to i32
  %23 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  store float 0.000000e+00, ptr addrspace(3) %23, align 16
  %24 = or i32 %22, 1
  %25 = getelementptr float, ptr addrspace(3) @global_smem, i32 %24
  store float 0.000000e+00, ptr addrspace(3) %25, align 4
  %26 = or i32 %22, 2
  %27 = getelementptr float, ptr addrspace(3) @global_smem, i32 %26
  store float 0.000000e+00, ptr addrspace(3) %27, align 8
  %28 = or i32 %22, 3
  %29 = getelementptr float, ptr addrspace(3) @global_smem, i32 %28
  store float 0.000000e+00, ptr addrspace(3) %29, align 4
  %30 = add nsw i64 %20, 512
  %31 = and i64 %20, 60
  %32 = lshr i64 %30, 6
  %33 = and i64 %30, 4294967232
  %34 = or i64 %33, %31
  %35 = trunc i64 %34 to i32
  %36 = getelementptr float, ptr addrspace(3) @global_smem, i32 %35
  store float 0.000000e+00, ptr addrspace(3) %36, align 16
  %37 = or i32 %35, 1
  %38 = getelementptr float, ptr addrspace(3) @global_smem, i32 %37
  store float 0.000000e+00, ptr addrspace(3) %38, align 4
  %39 = or i32 %35, 2
  %40 = getelementptr float, ptr addrspace(3) @global_smem, i32 %39
  store float 0.000000e+00, ptr addrspace(3) %40, align 8
  %41 = or i32 %35, 3
  %42 = getelementptr float, ptr addrspace(3) @global_smem, i32 %41
  store float 0.000000e+00, ptr addrspace(3) %42, align 4
  %43 = add nsw i64 %20, 1024
  %44 = lshr i64 %43, 6
  %45 = and i64 %43, 4294967232
  %46 = or i64 %45, %31
  %47 = trunc i64 %46 to i32
  %48 = getelementptr float, ptr addrspace(3) @global_smem, i32 %47
  store float 0.000000e+00, ptr addrspace(3) %48, align 16
  %49 = or i32 %47, 1
  %50 = getelementptr float, ptr addrspace(3) @global_smem, i32 %49
  store float 0.000000e+00, ptr addrspace(3) %50, align 4
  %51 = or i32 %47, 2
  %52 = getelementptr float, ptr addrspace(3) @global_smem, i32 %51
  store float 0.000000e+00, ptr addrspace(3) %52, align 8
  %53 = or i32 %47, 3
  %54 = getelementptr float, ptr addrspace(3) @global_smem, i32 %53
  store float 0.000000e+00, ptr addrspace(3) %54, align 4
  %55 = add nsw i64 %20, 1536
  %56 = lshr i64 %55, 6
  %57 = and i64 %55, 4294967232
  %58 = or i64 %57, %31
  %59 = trunc i64 %58 to i32
  %60 = getelementptr float, ptr addrspace(3) @global_smem, i32 %59
  store float 0.000000e+00, ptr addrspace(3) %60, align 16
  %61 = or i32 %59, 1
  %62 = getelementptr float, ptr addrspace(3) @global_smem, i32 %61
  store float 0.000000e+00, ptr addrspace(3) %62, align 4
  %63 = or i32 %59, 2
  %64 = getelementptr float, ptr addrspace(3) @global_smem, i32 %63
  store float 0.000000e+00, ptr addrspace(3) %64, align 8
  %65 = or i32 %59, 3
  %66 = getelementptr float, ptr addrspace(3) @global_smem, i32 %65
  store float 0.000000e+00, ptr addrspace(3) %66, align 4
  %67 = add nsw i64 %20, 2048
  %68 = lshr i64 %67, 6
  %69 = and i64 %67, 4294967232
  %70 = or i64 %69, %31
  %71 = trunc i64 %70 to i32
  %72 = getelementptr float, ptr addrspace(3) @global_smem, i32 %71
  store float 0.000000e+00, ptr addrspace(3) %72, align 16
  %73 = or i32 %71, 1
  %74 = getelementptr float, ptr addrspace(3) @global_smem, i32 %73
  store float 0.000000e+00, ptr addrspace(3) %74, align 4
  %75 = or i32 %71, 2
  %76 = getelementptr float, ptr addrspace(3) @global_smem, i32 %75
  store float 0.000000e+00, ptr addrspace(3) %76, align 8
  %77 = or i32 %71, 3
  %78 = getelementptr float, ptr addrspace(3) @global_smem, i32 %77
  store float 0.000000e+00, ptr addrspace(3) %78, align 4
  %79 = add nsw i64 %20, 2560
  %80 = lshr i64 %79, 6
  %81 = and i64 %79, 4294967232
  %82 = or i64 %81, %31
  %83 = trunc i64 %82 to i32
  %84 = getelementptr float, ptr addrspace(3) @global_smem, i32 %83
  store float 0.000000e+00, ptr addrspace(3) %84, align 16
  %85 = or i32 %83, 1
  %86 = getelementptr float, ptr addrspace(3) @global_smem, i32 %85
  store float 0.000000e+00, ptr addrspace(3) %86, align 4
  %87 = or i32 %83, 2
  %88 = getelementptr float, ptr addrspace(3) @global_smem, i32 %87
  store float 0.000000e+00, ptr addrspace(3) %88, align 8
  %89 = or i32 %83, 3
  %90 = getelementptr float, ptr addrspace(3) @global_smem, i32 %89
  store float 0.000000e+00, ptr addrspace(3) %90, align 4
  %91 = add nsw i64 %20, 3072
  %92 = lshr i64 %91, 6
  %93 = and i64 %91, 4294967232
  %94 = or i64 %93, %31
  %95 = trunc i64 %94 to i32
  %96 = getelementptr float, ptr addrspace(3) @global_smem, i32 %95
  store float 0.000000e+00, ptr addrspace(3) %96, align 16
  %97 = or i32 %95, 1
  %98 = getelementptr float, ptr addrspace(3) @global_smem, i32 %97
  store float 0.000000e+00, ptr addrspace(3) %98, align 4
  %99 = or i32 %95, 2
  %100 = getelementptr float, ptr addrspace(3) @global_smem, i32 %99
  store float 0.000000e+00, ptr addrspace(3) %100, align 8
  %101 = or i32 %95, 3
  %102 = getelementptr float, ptr addrspace(3) @global_smem, i32 %101
  store float 0.000000e+00, ptr addrspace(3) %102, align 4
  %103 = add nsw i64 %20, 3584
  %104 = lshr i64 %103, 6
  %105 = and i64 %103, 4294967232
  %106 = or i64 %105, %31
  %107 = trunc i64 %106 to i32
  %108 = getelementptr float, ptr addrspace(3) @global_smem, i32 %107
  store float 0.000000e+00, ptr addrspace(3) %108, align 16
  %109 = or i32 %107, 1
  %110 = getelementptr float, ptr addrspace(3) @global_smem, i32 %109
  store float 0.000000e+00, ptr addrspace(3) %110, align 4
  %111 = or i32 %107, 2
  %112 = getelementptr float, ptr addrspace(3) @global_smem, i32 %111
  store float 0.000000e+00, ptr addrspace(3) %112, align 8
  %113 = or i32 %107, 3
  %114 = getelementptr float, ptr addrspace(3) @global_smem, i32 %113
  store float 0.000000e+00, ptr addrspace(3) %114, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %115 = and i64 %20, 28
  %116 = lshr i64 %20, 5
  %117 = trunc i64 %116 to i32
  %118 = add i32 %17, %117
  %119 = mul i32 %118, %6
  %120 = sext i32 %119 to i64
  %121 = getelementptr float, ptr addrspace(1) %0, i64 %120
  %122 = trunc i64 %115 to i32
  %123 = icmp slt i32 %118, %3
  %124 = icmp slt i32 %122, %5
  %125 = and i1 %124, %123
  %126 = and i1 %19, %125
  br i1 %126, label %127, label %130

127: ; preds = %12
  %128 = getelementptr float, ptr addrspace(1) %121, i64 %115
  %129 = load <4 x float>, ptr addrspace(1) %128, align 16
  br label %130

130: ; preds = %127, %12
  %131 = phi <4 x float> [ %129, %127 ], [ zeroinitializer, %12 ]
  %132 = lshr i64 %30, 5
  %133 = trunc i64 %132 to i32
  %134 = add i32 %17, %133
  %135 = mul i32 %134, %6
  %136 = sext i32 %135 to i64
  %137 = getelementptr float, ptr addrspace(1) %0, i64 %136
  %138 = icmp slt i32 %134, %3
  %139 = and i1 %124, %138
  %140 = and i1 %19, %139
  br i1 %140, label %141, label %144

141: ; preds = %130
  %142 = getelementptr float, ptr addrspace(1) %137, i64 %115
  %143 = load <4 x float>, ptr addrspace(1) %142, align 16
  br label %144

144: ; preds = %141, %130
  %145 = phi <4 x float> [ %143, %141 ], [ zeroinitializer, %130 ]
  %146 = lshr i64 %43, 5
  %147 = trunc i64 %146 to i32
  %148 = add i32 %17, %147
  %149 = mul i32 %148, %6
  %150 = sext i32 %149 to i64
  %151 = getelementptr float, ptr addrspace(1) %0, i64 %150
  %152 = icmp slt i32 %148, %3
  %153 = and i1 %124, %152
  %154 = and i1 %19, %153
  br i1 %154, label %155, label %158

155: ; preds = %144
  %156 = getelementptr float, ptr addrspace(1) %151, i64 %115
  %157 = load <4 x float>, ptr addrspace(1) %156, align 16
  br label %158

158: ; preds = %155, %144
  %159 = phi <4 x float> [ %157, %155 ], [ zeroinitializer, %144 ]
  %160 = lshr i64 %55, 5
  %161 = trunc i64 %160 to i32
  %162 = add i32 %17, %161
  %163 = mul i32 %162, %6
  %164 = sext i32 %163 to i64
  %165 = getelementptr float, ptr addrspace(1) %0, i64 %164
  %166 = icmp slt i32 %162, %3
  %167 = and i1 %124, %166
  %168 = and i1 %19, %167
  br i1 %168, label %169, label %172

169: ; preds = %158
  %170 = getelementptr float, ptr addrspace(1) %165, i64 %115
  %171 = load <4 x float>, ptr addrspace(1) %170, align 16
  br label %172

172: ; preds = %169, %158
  %173 = phi <4 x float> [ %171, %169 ], [ zeroinitializer, %158 ]
  %174 = trunc i64 %21 to i32
  %175 = and i32 %22, 60
  %176 = or i32 %175, %18
  %177 = icmp slt i32 %174, %5
  %178 = icmp slt i32 %176, %4
  %179 = and i1 %177, %178
  %180 = and i1 %19, %179
  br i1 %180, label %181, label %188

181: ; preds = %172
  %182 = mul i32 %174, %8
  %183 = sext i32 %182 to i64
  %184 = getelementptr float, ptr addrspace(1) %1, i64 %183
  %185 = sext i32 %176 to i64
  %186 = getelementptr float, ptr addrspace(1) %184, i64 %185
  %187 = load <4 x float>, ptr addrspace(1) %186, align 16
  br label %188

188: ; preds = %181, %172
  %189 = phi <4 x float> [ %187, %181 ], [ zeroinitializer, %172 ]
  %190 = trunc i64 %32 to i32
  %191 = trunc i64 %31 to i32
  %192 = or i32 %18, %191
  %193 = icmp slt i32 %190, %5
  %194 = icmp slt i32 %192, %4
  %195 = and i1 %193, %194
  %196 = and i1 %19, %195
  br i1 %196, label %197, label %204

197: ; preds = %188
  %198 = mul i32 %190, %8
  %199 = sext i32 %198 to i64
  %200 = getelementptr float, ptr addrspace(1) %1, i64 %199
  %201 = sext i32 %192 to i64
  %202 = getelementptr float, ptr addrspace(1) %200, i64 %201
  %203 = load <4 x float>, ptr addrspace(1) %202, align 16
  br label %204

204: ; preds = %197, %188
  %205 = phi <4 x float> [ %203, %197 ], [ zeroinitializer, %188 ]
  %206 = trunc i64 %44 to i32
  %207 = icmp slt i32 %206, %5
  %208 = and i1 %207, %194
  %209 = and i1 %19, %208
  br i1 %209, label %210, label %217

210: ; preds = %204
  %211 = mul i32 %206, %8
  %212 = sext i32 %211 to i64
  %213 = getelementptr float, ptr addrspace(1) %1, i64 %212
  %214 = sext i32 %192 to i64
  %215 = getelementptr float, ptr addrspace(1) %213, i64 %214
  %216 = load <4 x float>, ptr addrspace(1) %215, align 16
  br label %217

217: ; preds = %210, %204
  %218 = phi <4 x float> [ %216, %210 ], [ zeroinitializer, %204 ]
  %219 = trunc i64 %56 to i32
  %220 = icmp slt i32 %219, %5
  %221 = and i1 %220, %194
  %222 = and i1 %19, %221
  br i1 %222, label %223, label %230

223: ; preds = %217
  %224 = mul i32 %219, %8
  %225 = sext i32 %224 to i64
  %226 = getelementptr float, ptr addrspace(1) %1, i64 %225
  %227 = sext i32 %192 to i64
  %228 = getelementptr float, ptr addrspace(1) %226, i64 %227
  %229 = load <4 x float>, ptr addrspace(1) %228, align 16
  br label %230

230: ; preds = %223, %217
  %231 = phi <4 x float> [ %229, %223 ], [ zeroinitializer, %217 ]
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %22
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %24
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %26
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %28
  %236 = and i64 %30, 4294967264
  %237 = or i64 %236, %115
  %238 = trunc i64 %237 to i32
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %238
  %240 = or i32 %238, 1
  %241 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %240
  %242 = or i32 %238, 2
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %242
  %244 = or i32 %238, 3
  %245 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %244
  %246 = and i64 %43, 4294967264
  %247 = or i64 %246, %115
  %248 = trunc i64 %247 to i32
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %248
  %250 = or i32 %248, 1
  %251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %250
  %252 = or i32 %248, 2
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %252
  %254 = or i32 %248, 3
  %255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %254
  %256 = and i64 %55, 4294967264
  %257 = or i64 %256, %115
  %258 = trunc i64 %257 to i32
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %258
  %260 = or i32 %258, 1
  %261 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %260
  %262 = or i32 %258, 2
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %262
  %264 = or i32 %258, 3
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %264
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %22
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %24
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %26
  %269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %28
  %270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %35
  %271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %37
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %39
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %41
  %274 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %47
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %49
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %51
  %277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %53
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %59
  %279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %61
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %63
  %281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %65
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %22
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %24
  %284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %26
  %285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %28
  %286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %35
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %37
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %39
  %289 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %41
  %290 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %47
  %291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %49
  %292 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %51
  %293 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %53
  %294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %59
  %295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %61
  %296 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %63
  %297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %65
  %298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %71
  %299 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %73
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %75
  %301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %77
  %302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %83
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %85
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %87
  %305 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %89
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %95
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %97
  %308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %99
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %101
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %107
  %311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %109
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %111
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %113
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %230
  %314 = extractelement <4 x float> %231, i64 3
  %315 = extractelement <4 x float> %231, i64 2
  %316 = extractelement <4 x float> %231, i64 1
  %317 = extractelement <4 x float> %231, i64 0
  %318 = sext i32 %176 to i64
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %318
  %319 = sext i32 %192 to i64
  %invariant.gep4 = getelementptr float, ptr addrspace(1) %1, i64 %319
  %320 = and i64 %14, 63
  br label %321

321: ; preds = %.lr.ph, %468
  %322 = phi float [ %314, %.lr.ph ], [ %470, %468 ]
  %323 = phi float [ %315, %.lr.ph ], [ %411, %468 ]
  %324 = phi float [ %316, %.lr.ph ], [ %469, %468 ]
  %325 = phi float [ %317, %.lr.ph ], [ %410, %468 ]
  %326 = phi i32 [ 0, %.lr.ph ], [ %334, %468 ]
  %327 = phi <4 x float> [ %131, %.lr.ph ], [ %345, %468 ]
  %328 = phi <4 x float> [ %145, %.lr.ph ], [ %353, %468 ]
  %329 = phi <4 x float> [ %159, %.lr.ph ], [ %361, %468 ]
  %330 = phi <4 x float> [ %173, %.lr.ph ], [ %369, %468 ]
  %331 = phi <4 x float> [ %189, %.lr.ph ], [ %379, %468 ]
  %332 = phi <4 x float> [ %205, %.lr.ph ], [ %389, %468 ]
  %333 = phi <4 x float> [ %218, %.lr.ph ], [ %399, %468 ]
  %334 = add i32 %326, 32
  %335 = icmp slt i32 %334, %5
  %336 = or i32 %334, %122
  %337 = icmp slt i32 %336, %5
  %338 = and i1 %123, %337
  %339 = and i1 %335, %338
  br i1 %339, label %340, label %344

340: ; preds = %321
  %341 = sext i32 %336 to i64
  %342 = getelementptr float, ptr addrspace(1) %121, i64 %341
  %343 = load <4 x float>, ptr addrspace(1) %342, align 16
  br label %344

344: ; preds = %340, %321
  %345 = phi <4 x float> [ %343, %340 ], [ zeroinitializer, %321 ]
  %346 = and i1 %138, %337
  %347 = and i1 %335, %346
  br i1 %347, label %348, label %352

348: ; preds = %344
  %349 = sext i32 %336 to i64
  %350 = getelementptr float, ptr addrspace(1) %137, i64 %349
  %351 = load <4 x float>, ptr addrspace(1) %350, align 16
  br label %352

352: ; preds = %348, %344
  %353 = phi <4 x float> [ %351, %348 ], [ zeroinitializer, %344 ]
  %354 = and i1 %152, %337
  %355 = and i1 %335, %354
  br i1 %355, label %356, label %360

356: ; preds = %352
  %357 = sext i32 %336 to i64
  %358 = getelementptr float, ptr addrspace(1) %151, i64 %357
  %359 = load <4 x float>, ptr addrspace(1) %358, align 16
  br label %360

360: ; preds = %356, %352
  %361 = phi <4 x float> [ %359, %356 ], [ zeroinitializer, %352 ]
  %362 = and i1 %166, %337
  %363 = and i1 %335, %362
  br i1 %363, label %364, label %368

364: ; preds = %360
  %365 = sext i32 %336 to i64
  %366 = getelementptr float, ptr addrspace(1) %165, i64 %365
  %367 = load <4 x float>, ptr addrspace(1) %366, align 16
  br label %368

368: ; preds = %364, %360
  %369 = phi <4 x float> [ %367, %364 ], [ zeroinitializer, %360 ]
  %370 = add i32 %334, %174
  %371 = icmp slt i32 %370, %5
  %372 = and i1 %178, %371
  %373 = and i1 %335, %372
  br i1 %373, label %374, label %378

374: ; preds = %368
  %375 = mul i32 %370, %8
  %376 = sext i32 %375 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %376
  %377 = load <4 x float>, ptr addrspace(1) %gep, align 16
  br label %378

378: ; preds = %374, %368
  %379 = phi <4 x float> [ %377, %374 ], [ zeroinitializer, %368 ]
  %380 = add i32 %334, %190
  %381 = icmp slt i32 %380, %5
  %382 = and i1 %194, %381
  %383 = and i1 %335, %382
  br i1 %383, label %384, label %388

384: ; preds = %378
  %385 = mul i32 %380, %8
  %386 = sext i32 %385 to i64
  %gep5 = getelementptr float, ptr addrspace(1) %invariant.gep4, i64 %386
  %387 = load <4 x float>, ptr addrspace(1) %gep5, align 16
  br label %388

388: ; preds = %384, %378
  %389 = phi <4 x float> [ %387, %384 ], [ zeroinitializer, %378 ]
  %390 = add i32 %334, %206
  %391 = icmp slt i32 %390, %5
  %392 = and i1 %194, %391
  %393 = and i1 %335, %392
  br i1 %393, label %394, label %398

394: ; preds = %388
  %395 = mul i32 %390, %8
  %396 = sext i32 %395 to i64
  %gep7 = getelementptr float, ptr addrspace(1) %invariant.gep4, i64 %396
  %397 = load <4 x float>, ptr addrspace(1) %gep7, align 16
  br label %398

398: ; preds = %394, %388
  %399 = phi <4 x float> [ %397, %394 ], [ zeroinitializer, %388 ]
  %400 = add i32 %334, %219
  %401 = icmp slt i32 %400, %5
  %402 = and i1 %194, %401
  %403 = and i1 %335, %402
  br i1 %403, label %404, label %408

404: ; preds = %398
  %405 = mul i32 %400, %8
  %406 = sext i32 %405 to i64
  %gep9 = getelementptr float, ptr addrspace(1) %invariant.gep4, i64 %406
  %407 = load <4 x float>, ptr addrspace(1) %gep9, align 16
  br label %408

408: ; preds = %404, %398
  %409 = phi <4 x float> [ %407, %404 ], [ zeroinitializer, %398 ]
  %410 = extractelement <4 x float> %409, i64 0
  %411 = extractelement <4 x float> %409, i64 2
  %412 = extractelement <4 x float> %327, i64 0
  store float %412, ptr addrspace(3) %232, align 16
  %413 = extractelement <4 x float> %327, i64 1
  store float %413, ptr addrspace(3) %233, align 4
  %414 = extractelement <4 x float> %327, i64 2
  store float %414, ptr addrspace(3) %234, align 8
  %415 = extractelement <4 x float> %327, i64 3
  store float %415, ptr addrspace(3) %235, align 4
  %416 = extractelement <4 x float> %328, i64 0
  store float %416, ptr addrspace(3) %239, align 16
  %417 = extractelement <4 x float> %328, i64 1
  store float %417, ptr addrspace(3) %241, align 4
  %418 = extractelement <4 x float> %328, i64 2
  store float %418, ptr addrspace(3) %243, align 8
  %419 = extractelement <4 x float> %328, i64 3
  store float %419, ptr addrspace(3) %245, align 4
  %420 = extractelement <4 x float> %329, i64 0
  store float %420, ptr addrspace(3) %249, align 16
  %421 = extractelement <4 x float> %329, i64 1
  store float %421, ptr addrspace(3) %251, align 4
  %422 = extractelement <4 x float> %329, i64 2
  store float %422, ptr addrspace(3) %253, align 8
  %423 = extractelement <4 x float> %329, i64 3
  store float %423, ptr addrspace(3) %255, align 4
  %424 = extractelement <4 x float> %330, i64 0
  store float %424, ptr addrspace(3) %259, align 16
  %425 = extractelement <4 x float> %330, i64 1
  store float %425, ptr addrspace(3) %261, align 4
  %426 = extractelement <4 x float> %330, i64 2
  store float %426, ptr addrspace(3) %263, align 8
  %427 = extractelement <4 x float> %330, i64 3
  store float %427, ptr addrspace(3) %265, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %428 = extractelement <4 x float> %331, i64 0
  store float %428, ptr addrspace(3) %266, align 16
  %429 = extractelement <4 x float> %331, i64 1
  store float %429, ptr addrspace(3) %267, align 4
  %430 = extractelement <4 x float> %331, i64 2
  store float %430, ptr addrspace(3) %268, align 8
  %431 = extractelement <4 x float> %331, i64 3
  store float %431, ptr addrspace(3) %269, align 4
  %432 = extractelement <4 x float> %332, i64 0
  store float %432, ptr addrspace(3) %270, align 16
  %433 = extractelement <4 x float> %332, i64 1
  store float %433, ptr addrspace(3) %271, align 4
  %434 = extractelement <4 x float> %332, i64 2
  store float %434, ptr addrspace(3) %272, align 8
  %435 = extractelement <4 x float> %332, i64 3
  store float %435, ptr addrspace(3) %273, align 4
  %436 = extractelement <4 x float> %333, i64 0
  store float %436, ptr addrspace(3) %274, align 16
  %437 = extractelement <4 x float> %333, i64 1
  store float %437, ptr addrspace(3) %275, align 4
  %438 = extractelement <4 x float> %333, i64 2
  store float %438, ptr addrspace(3) %276, align 8
  %439 = extractelement <4 x float> %333, i64 3
  store float %439, ptr addrspace(3) %277, align 4
  store float %325, ptr addrspace(3) %278, align 16
  store float %324, ptr addrspace(3) %279, align 4
  store float %323, ptr addrspace(3) %280, align 8
  store float %322, ptr addrspace(3) %281, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %440

440: ; preds = %408, %464
  %441 = phi i64 [ 0, %408 ], [ %466, %464 ]
  %442 = shl nuw nsw i64 %441, 7
  %443 = add nsw i64 %442, %14
  %444 = trunc i64 %443 to i32
  %445 = getelementptr float, ptr addrspace(3) @global_smem, i32 %444
  %446 = load float, ptr addrspace(3) %445, align 4
  %447 = lshr i64 %443, 1
  %448 = and i64 %447, 4294967264
  br label %449

449: ; preds = %440, %449
  %450 = phi float [ %446, %440 ], [ %461, %449 ]
  %451 = phi i64 [ 0, %440 ], [ %462, %449 ]
  %452 = or i64 %451, %448
  %453 = trunc i64 %452 to i32
  %454 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %453
  %455 = load float, ptr addrspace(3) %454, align 4
  %456 = shl nuw nsw i64 %451, 6
  %457 = or i64 %456, %320
  %458 = trunc i64 %457 to i32
  %459 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %458
  %460 = load float, ptr addrspace(3) %459, align 4
  %461 = tail call float @llvm.fma.f32(float %455, float %460, float %450)
  %462 = add nuw nsw i64 %451, 1
  %463 = icmp ult i64 %451, 31
  br i1 %463, label %449, label %464

464: ; preds = %449
  %465 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %444
  store float %461, ptr addrspace(3) %465, align 4
  %466 = add nuw nsw i64 %441, 1
  %467 = icmp ult i64 %441, 31
  br i1 %467, label %440, label %468

468: ; preds = %464
  %469 = extractelement <4 x float> %409, i64 1
  %470 = extractelement <4 x float> %409, i64 3
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  %471 = load float, ptr addrspace(3) %282, align 16
  store float %471, ptr addrspace(3) %23, align 16
  %472 = load float, ptr addrspace(3) %283, align 4
  store float %472, ptr addrspace(3) %25, align 4
  %473 = load float, ptr addrspace(3) %284, align 8
  store float %473, ptr addrspace(3) %27, align 8
  %474 = load float, ptr addrspace(3) %285, align 4
  store float %474, ptr addrspace(3) %29, align 4
  %475 = load float, ptr addrspace(3) %286, align 16
  store float %475, ptr addrspace(3) %36, align 16
  %476 = load float, ptr addrspace(3) %287, align 4
  store float %476, ptr addrspace(3) %38, align 4
  %477 = load float, ptr addrspace(3) %288, align 8
  store float %477, ptr addrspace(3) %40, align 8
  %478 = load float, ptr addrspace(3) %289, align 4
  store float %478, ptr addrspace(3) %42, align 4
  %479 = load float, ptr addrspace(3) %290, align 16
  store float %479, ptr addrspace(3) %48, align 16
  %480 = load float, ptr addrspace(3) %291, align 4
  store float %480, ptr addrspace(3) %50, align 4
  %481 = load float, ptr addrspace(3) %292, align 8
  store float %481, ptr addrspace(3) %52, align 8
  %482 = load float, ptr addrspace(3) %293, align 4
  store float %482, ptr addrspace(3) %54, align 4
  %483 = load float, ptr addrspace(3) %294, align 16
  store float %483, ptr addrspace(3) %60, align 16
  %484 = load float, ptr addrspace(3) %295, align 4
  store float %484, ptr addrspace(3) %62, align 4
  %485 = load float, ptr addrspace(3) %296, align 8
  store float %485, ptr addrspace(3) %64, align 8
  %486 = load float, ptr addrspace(3) %297, align 4
  store float %486, ptr addrspace(3) %66, align 4
  %487 = load float, ptr addrspace(3) %298, align 16
  store float %487, ptr addrspace(3) %72, align 16
  %488 = load float, ptr addrspace(3) %299, align 4
  store float %488, ptr addrspace(3) %74, align 4
  %489 = load float, ptr addrspace(3) %300, align 8
  store float %489, ptr addrspace(3) %76, align 8
  %490 = load float, ptr addrspace(3) %301, align 4
  store float %490, ptr addrspace(3) %78, align 4
  %491 = load float, ptr addrspace(3) %302, align 16
  store float %491, ptr addrspace(3) %84, align 16
  %492 = load float, ptr addrspace(3) %303, align 4
  store float %492, ptr addrspace(3) %86, align 4
  %493 = load float, ptr addrspace(3) %304, align 8
  store float %493, ptr addrspace(3) %88, align 8
  %494 = load float, ptr addrspace(3) %305, align 4
  store float %494, ptr addrspace(3) %90, align 4
  %495 = load float, ptr addrspace(3) %306, align 16
  store float %495, ptr addrspace(3) %96, align 16
  %496 = load float, ptr addrspace(3) %307, align 4
  store float %496, ptr addrspace(3) %98, align 4
  %497 = load float, ptr addrspace(3) %308, align 8
  store float %497, ptr addrspace(3) %100, align 8
  %498 = load float, ptr addrspace(3) %309, align 4
  store float %498, ptr addrspace(3) %102, align 4
  %499 = load float, ptr addrspace(3) %310, align 16
  store float %499, ptr addrspace(3) %108, align 16
  %500 = load float, ptr addrspace(3) %311, align 4
  store float %500, ptr addrspace(3) %110, align 4
  %501 = load float, ptr addrspace(3) %312, align 8
  store float %501, ptr addrspace(3) %112, align 8
  %502 = load float, ptr addrspace(3) %313, align 4
  store float %502, ptr addrspace(3) %114, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %335, label %321, label %._crit_edge

._crit_edge: ; preds = %468, %230
  %503 = add i32 %17, %174
  %504 = icmp slt i32 %503, %3
  %505 = and i1 %504, %178
  br i1 %505, label %506, label %513

506: ; preds = %._crit_edge
  %507 = mul i32 %503, %10
  %508 = sext i32 %507 to i64
  %509 = getelementptr float, ptr addrspace(1) %2, i64 %508
  %510 = sext i32 %176 to i64
  %511 = getelementptr float, ptr addrspace(1) %509, i64 %510
  %512 = load <4 x float>, ptr addrspace(3) %23, align 16
  store <4 x float> %512, ptr addrspace(1) %511, align 16
  br label %513

513: ; preds = %506, %._crit_edge
  %514 = add i32 %17, %190
  %515 = icmp slt i32 %514, %3
  %516 = and i1 %194, %515
  br i1 %516, label %517, label %524

517: ; preds = %513
  %518 = mul i32 %514, %10
  %519 = sext i32 %518 to i64
  %520 = getelementptr float, ptr addrspace(1) %2, i64 %519
  %521 = sext i32 %192 to i64
  %522 = getelementptr float, ptr addrspace(1) %520, i64 %521
  %523 = load <4 x float>, ptr addrspace(3) %36, align 16
  store <4 x float> %523, ptr addrspace(1) %522, align 16
  br label %524

524: ; preds = %517, %513
  %525 = add i32 %17, %206
  %526 = icmp slt i32 %525, %3
  %527 = and i1 %194, %526
  br i1 %527, label %528, label %535

528: ; preds = %524
  %529 = mul i32 %525, %10
  %530 = sext i32 %529 to i64
  %531 = getelementptr float, ptr addrspace(1) %2, i64 %530
  %532 = sext i32 %192 to i64
  %533 = getelementptr float, ptr addrspace(1) %531, i64 %532
  %534 = load <4 x float>, ptr addrspace(3) %48, align 16
  store <4 x float> %534, ptr addrspace(1) %533, align 16
  br label %535

535: ; preds = %528, %524
  %536 = add i32 %17, %219
  %537 = icmp slt i32 %536, %3
  %538 = and i1 %194, %537
  br i1 %538, label %539, label %546

539: ; preds = %535
  %540 = mul i32 %536, %10
  %541 = sext i32 %540 to i64
  %542 = getelementptr float, ptr addrspace(1) %2, i64 %541
  %543 = sext i32 %192 to i64
  %544 = getelementptr float, ptr addrspace(1) %542, i64 %543
  %545 = load <4 x float>, ptr addrspace(3) %60, align 16
  store <4 x float> %545, ptr addrspace(1) %544, align 16
  br label %546

546: ; preds = %539, %535
  %547 = trunc i64 %68 to i32
  %548 = add i32 %17, %547
  %549 = icmp slt i32 %548, %3
  %550 = and i1 %194, %549
  br i1 %550, label %551, label %558

551: ; preds = %546
  %552 = mul i32 %548, %10
  %553 = sext i32 %552 to i64
  %554 = getelementptr float, ptr addrspace(1) %2, i64 %553
  %555 = sext i32 %192 to i64
  %556 = getelementptr float, ptr addrspace(1) %554, i64 %555
  %557 = load <4 x float>, ptr addrspace(3) %72, align 16
  store <4 x float> %557, ptr addrspace(1) %556, align 16
  br label %558

558: ; preds = %551, %546
  %559 = trunc i64 %80 to i32
  %560 = add i32 %17, %559
  %561 = icmp slt i32 %560, %3
  %562 = and i1 %194, %561
  br i1 %562, label %563, label %570

563: ; preds = %558
  %564 = mul i32 %560, %10
  %565 = sext i32 %564 to i64
  %566 = getelementptr float, ptr addrspace(1) %2, i64 %565
  %567 = sext i32 %192 to i64
  %568 = getelementptr float, ptr addrspace(1) %566, i64 %567
  %569 = load <4 x float>, ptr addrspace(3) %84, align 16
  store <4 x float> %569, ptr addrspace(1) %568, align 16
  br label %570

570: ; preds = %563, %558
  %571 = trunc i64 %92 to i32
  %572 = add i32 %17, %571
  %573 = icmp slt i32 %572, %3
  %574 = and i1 %194, %573
  br i1 %574, label %575, label %582

575: ; preds = %570
  %576 = mul i32 %572, %10
  %577 = sext i32 %576 to i64
  %578 = getelementptr float, ptr addrspace(1) %2, i64 %577
  %579 = sext i32 %192 to i64
  %580 = getelementptr float, ptr addrspace(1) %578, i64 %579
  %581 = load <4 x float>, ptr addrspace(3) %96, align 16
  store <4 x float> %581, ptr addrspace(1) %580, align 16
  br label %582

582: ; preds = %575, %570
  %583 = trunc i64 %104 to i32
  %584 = add i32 %17, %583
  %585 = icmp slt i32 %584, %3
  %586 = and i1 %194, %585
  br i1 %586, label %587, label %594

587: ; preds = %582
  %588 = mul i32 %584, %10
  %589 = sext i32 %588 to i64
  %590 = getelementptr float, ptr addrspace(1) %2, i64 %589
  %591 = sext i32 %192 to i64
  %592 = getelementptr float, ptr addrspace(1) %590, i64 %591
  %593 = load <4 x float>, ptr addrspace(3) %108, align 16
  store <4 x float> %593, ptr addrspace(1) %592, align 16
  br label %594

594: ; preds = %587, %582
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
